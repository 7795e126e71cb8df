import { aboutListLoader, saveAboutListItem } from "~/server/about-api.server";

export const loader = aboutListLoader("team");

export const action = saveAboutListItem("team");
