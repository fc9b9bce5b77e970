// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { DataCard } from "./data-card.tsx";
import { clientAreaTexts } from "./texts.ts";

afterEach(cleanup);

const profile = {
  fullName: "Carla Perfil",
  email: "carla@exemplo.org.br",
  whatsapp: "11987654321",
  cpf: "***.***.***-25",
  address: { cep: "01310100", street: "Avenida Paulista", number: "1000", complement: "", neighborhood: "Bela Vista", city: "São Paulo", state: "SP" },
};

/** Each field of the form as a person reads it: label, placeholder, and what it holds. */
function fieldsOf(form: HTMLElement) {
  return within(form)
    .getAllByRole("textbox")
    .map((input) => {
      const { labels, placeholder, value } = input as HTMLInputElement;
      return [labels?.[0]?.textContent, placeholder, value];
    });
}

describe("'Editar perfil'", () => {
  it("asks for name, WhatsApp and address with the sign-up wizard's labels, placeholders and masks", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: () => <DataCard profile={profile} /> }]);
    render(<Stub initialEntries={["/"]} />);
    fireEvent.click(await screen.findByRole("button", { name: clientAreaTexts.data.edit }));
    const form = screen.getByRole("form", { name: clientAreaTexts.data.formTitle });
    expect(fieldsOf(form)).toEqual([
      ["Nome completo", "", "Carla Perfil"],
      ["WhatsApp", "(00) 00000-0000", "(11) 98765-4321"],
      ["CEP", "00000-000", "01310-100"],
      ["Rua", "", "Avenida Paulista"],
      ["Número", "", "1000"],
      ["Complemento (opcional)", "", ""],
      ["Bairro", "", "Bela Vista"],
      ["Cidade", "", "São Paulo"],
      ["UF", "SP", "SP"],
    ]);
    const uf = within(form).getByLabelText("UF");
    fireEvent.change(uf, { target: { value: "rj1" } });
    expect((uf as HTMLInputElement).value).toBe("RJ");
  });
});
