import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteAboutListItem } from "~/lib/about-api.server";
import { methodNotAllowed } from "~/lib/api-body.server";

// Items are read through the list; this path only deletes.
export const loader = () => methodNotAllowed("DELETE");

export const action = ({ request, params }: ActionFunctionArgs) => deleteAboutListItem("milestones", request, params.id);
