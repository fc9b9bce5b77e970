/**
 * What admins do on the lists (spec §2, §4 "Product status", §5 "Add-admin form", §6, §8): the
 * requests' schemas, shared by the page and the server, and their messages.
 */
import { emailField, newPasswordField } from "./account/schemas.ts";
import { objectError, personName, safeString } from "./forms/common.ts";
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
/** A person's id (Better Auth's text ids). */
const userId = safeString({ error: m.idInvalid }).check(z.trim(), z.minLength(1, m.idInvalid), z.maxLength(100, m.idInvalid));

export const productReviewSchema = z.object(
  {
    // products.id is a uuid column: anything else would be a database error, not a refusal.
    productId: z.uuid({ error: m.idInvalid }),
    decision: z.enum(["approved", "rejected"], { error: m.unknownAction }),
  },
  objectError,
);

/** Admins move people between cliente and therapist (how a therapist comes to exist). */
const CHANGEABLE_ROLES = ["cliente", "therapist"] as const;

export const roleChangeSchema = z.object(
  {
    userId,
    role: z.enum(CHANGEABLE_ROLES, { error: m.unknownAction }),
  },
  objectError,
);

export const createAdminSchema = z.object(
  {
    fullName: personName(m.fullNameRequired, 120),
    email: emailField,
    password: newPasswordField,
  },
  objectError,
);

export const removeAdminSchema = z.object(
  {
    userId,
  },
  objectError,
);

/** The button that moves a person to the other changeable role. */
export function roleToggleLabel(role: (typeof CHANGEABLE_ROLES)[number]): string {
  return role === "therapist" ? `Tornar ${ROLE_LABELS.cliente.toLowerCase()}` : `Tornar ${ROLE_LABELS.therapist.toLowerCase()}`;
}
