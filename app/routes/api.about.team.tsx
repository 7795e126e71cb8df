import { aboutListResponse, saveAboutListItem } from "~/server/about-api.server";

export const loader = () => aboutListResponse("team");

export const action = saveAboutListItem("team");
