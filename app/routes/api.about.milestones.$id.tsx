import { deleteAboutListItem } from "~/services/about-api.server";
import { apiNoLoader } from "~/server/api.server";

// Items are read through the list; this path only deletes.
export const loader = apiNoLoader("DELETE");

export const action = deleteAboutListItem("milestones");
