import { aboutListLoader, saveAboutListItem } from "~/services/about-api.server";

export const loader = aboutListLoader("team");

export const action = saveAboutListItem("team");
