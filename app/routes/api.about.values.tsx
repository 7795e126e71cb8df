import type { ActionFunctionArgs } from "@remix-run/node";
import { aboutListResponse, saveAboutListItem } from "~/lib/about-api.server";

export const loader = () => aboutListResponse("values");

export const action = ({ request }: ActionFunctionArgs) => saveAboutListItem("values", request);
