import { aboutListLoader, saveAboutListItem } from "~/services/about-api.server";

export const loader = aboutListLoader("milestones");

export const action = saveAboutListItem("milestones");
