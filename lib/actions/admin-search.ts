"use server";
// Staff's search synonyms (/search-synonyms): add a group, remove one. Access "admin": the
// session is checked for the admin role before the input is parsed with zod; each write is
// audited in its own commit, then every instance's cached synonyms are refreshed.
import { staffOf } from "@/lib/admin/audit";
import { addSynonymGroup, removeSynonymGroup } from "@/lib/admin/search-synonyms/db";
import { synonymGroupIdSchema, synonymGroupInputSchema } from "@/lib/admin/search-synonyms/schema";
import { revalidateSynonyms } from "@/lib/search/read";
import { ActionError, defineAction } from "./define-action";

export const addSynonyms = defineAction({ name: "adminSearch.addSynonyms", access: "admin", input: synonymGroupInputSchema }, async (group, { session }) => {
  const id = await addSynonymGroup(staffOf(session), group);
  revalidateSynonyms();
  return { id };
});

export const removeSynonyms = defineAction({ name: "adminSearch.removeSynonyms", access: "admin", input: synonymGroupIdSchema }, async ({ id }, { session }) => {
  if (!(await removeSynonymGroup(staffOf(session), id))) throw new ActionError("not-found");
  revalidateSynonyms();
  return { id };
});
