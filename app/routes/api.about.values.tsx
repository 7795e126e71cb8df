import { aboutListLoader, saveAboutListItem } from "~/services/about-api.server";

export const loader = aboutListLoader("values");

export const action = saveAboutListItem("values");
