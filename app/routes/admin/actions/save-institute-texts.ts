import { jsonEndpoint } from "#app/lib/endpoint.server.ts";
import { saveInstituteTexts } from "#app/lib/services.server.ts";
import { instituteTextsFormSchema } from "#domain/content/editor-texts.ts";

/** POST the institute's and the founder's texts, from the version the form started with (409 when someone saved first). */
const endpoint = jsonEndpoint({ role: "admin", schema: instituteTextsFormSchema, handle: saveInstituteTexts });
export const action = endpoint.action;
export const loader = endpoint.loader;
