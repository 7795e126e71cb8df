import { aboutListLoader, saveAboutListItem } from "~/server/about-api.server";

export const loader = aboutListLoader("values");

export const action = saveAboutListItem("values");
