import { aboutListResponse, saveAboutListItem } from "~/server/about-api.server";

export const loader = () => aboutListResponse("milestones");

export const action = saveAboutListItem("milestones");
