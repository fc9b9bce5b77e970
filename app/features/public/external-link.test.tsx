// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { Toasts } from "#app/components/layout/toasts.tsx";
import { defaultViews } from "#domain/content/defaults.ts";
import { toasts } from "#domain/messages.ts";

import { EventCard } from "./event-card.tsx";

const { nuclei } = defaultViews();

// No event of the catalogue lacks its link today, so the missing-link path is exercised here.
function renderCard(paymentLink: string) {
  return render(
    <>
      <EventCard event={{ ...nuclei[0], paymentLink }} cta="Participar" />
      <Toasts />
    </>,
  );
}

afterEach(cleanup);

describe("EventCard", () => {
  it("opens the event's link in a new tab, without a handle on this page", async () => {
    renderCard(nuclei[0].paymentLink);
    const link = await screen.findByRole("link", { name: /^Participar/ });
    expect(link.getAttribute("href")).toBe(nuclei[0].paymentLink);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("without a link, says 'Link Indisponível' instead of opening anything", async () => {
    renderCard("");
    const button = await screen.findByRole("button", { name: /^Participar/ });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(await screen.findByText(toasts.eventLinkMissing.title)).toBeTruthy();
    expect(screen.getByText("Não foi possível encontrar o link para este evento.")).toBeTruthy();
    expect(toasts.eventLinkMissing.title).toBe("Link Indisponível");
  });
});
