import type { ActionFunctionArgs } from "@remix-run/node";
import { aboutListResponse, saveAboutListItem } from "~/lib/about-api.server";

export const loader = () => aboutListResponse("team");

export const action = ({ request }: ActionFunctionArgs) => saveAboutListItem("team", request);
