import { aboutListLoader, saveAboutListItem } from "~/server/about-api.server";

export const loader = aboutListLoader("milestones");

export const action = saveAboutListItem("milestones");
