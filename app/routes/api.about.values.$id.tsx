import type { ActionFunctionArgs } from "@remix-run/node";
import { deleteAboutListItem } from "~/lib/about-api.server";

export const action = ({ request, params }: ActionFunctionArgs) => deleteAboutListItem("values", request, params.id);
