// The alerts page's own path, for redirects on the server and for links and forms in the page: a value
// imported from a .server module is empty in the browser build, so it cannot serve both.
export const PAGE = "/alerts";
