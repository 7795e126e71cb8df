import { deleteAboutListItem } from "~/server/about-api.server";
import { methodNotAllowed } from "~/server/api.server";

// Items are read through the list; this path only deletes.
export const loader = () => methodNotAllowed("DELETE");

export const action = deleteAboutListItem("values");
