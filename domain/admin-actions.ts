/**
 * What admins do on the lists (spec §2, §4 "Product status", §5 "Add-admin form", §6, §8): the
 * requests' schemas, shared by the page and the server, and their messages.
 */
import { emailField, newPasswordField } from "./account/schemas.ts";
import { requiredText, safeString } from "./forms/common.ts";
import { ROLE_LABELS } from "./roles.ts";
import { z } from "./zod.ts";

export const adminActionMessages = {
  fullNameRequired: "Nome completo é obrigatório.",
  unknownAction: "Ação desconhecida.",
  idInvalid: "Registro inválido. Recarregue a página.",
  productAlreadyReviewed: "Este produto já foi analisado por outra pessoa. A lista foi atualizada.",
  productNotFound: "Produto não encontrado.",
  personNotFound: "Pessoa não encontrada.",
  roleNotChangeable: "O papel de um administrador é mudado em Administradores.",
  removeConfirmTitle: "Tem certeza?",
  removeConfirmBody: (name: string) =>
    `${name} será removido(a) permanentemente como administrador(a), com a conta e o acesso. Esta ação não pode ser desfeita.`,
  cancel: "Cancelar",
  confirmRemove: "Sim, remover",
} as const;

const m = adminActionMessages;
const id = safeString({ error: m.idInvalid }).trim().min(1, m.idInvalid).max(100, m.idInvalid);

export const productReviewSchema = z.object({
  productId: id,
  decision: z.enum(["approved", "rejected"], { error: m.unknownAction }),
});

/** Admins move people between cliente and therapist (how a therapist comes to exist). */
export const CHANGEABLE_ROLES = ["cliente", "therapist"] as const;

export const roleChangeSchema = z.object({
  userId: id,
  role: z.enum(CHANGEABLE_ROLES, { error: m.unknownAction }),
});

export const createAdminSchema = z.object({
  fullName: requiredText(m.fullNameRequired, 120),
  email: emailField,
  password: newPasswordField,
});

export const removeAdminSchema = z.object({
  userId: id,
});

export type CreateAdminInput = z.input<typeof createAdminSchema>;

/** The button that moves a person to the other changeable role. */
export function roleToggleLabel(role: (typeof CHANGEABLE_ROLES)[number]): string {
  return role === "therapist" ? `Tornar ${ROLE_LABELS.cliente.toLowerCase()}` : `Tornar ${ROLE_LABELS.therapist.toLowerCase()}`;
}
