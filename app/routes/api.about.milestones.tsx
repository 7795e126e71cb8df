import type { ActionFunctionArgs } from "@remix-run/node";
import { aboutListResponse, saveAboutListItem } from "~/lib/about-api.server";

export const loader = () => aboutListResponse("milestones");

export const action = ({ request }: ActionFunctionArgs) => saveAboutListItem("milestones", request);
