import { aboutListResponse, saveAboutListItem } from "~/server/about-api.server";

export const loader = () => aboutListResponse("values");

export const action = saveAboutListItem("values");
