// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";

import { SiteLink, SiteNavLink } from "./site-link.tsx";

// SiteLink stands in for React Router's <Link> (docs/decisions/067): the same <a>, and the same
// choice of when the router moves and when the browser does.

function Page() {
  const { pathname, search } = useLocation();
  return (
    <>
      <p data-testid="onde">{pathname + search}</p>
      <SiteLink to="/cursos?turma=2">Cursos</SiteLink>
      <SiteLink to="/eventos" target="_blank" rel="noopener noreferrer">
        Eventos em outra aba
      </SiteLink>
      <SiteNavLink to="/cursos" className={({ isActive }) => (isActive ? "ativo" : "")}>
        Menu cursos
      </SiteNavLink>
    </>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "*", Component: Page }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const where = () => screen.getByTestId("onde").textContent;
/** Dispatches a click and says whether the link left it to the browser. */
function click(name: string, init: MouseEventInit = {}) {
  let browserFollows = false;
  act(() => {
    browserFollows = fireEvent.click(screen.getByRole("link", { name }), { button: 0, ...init });
  });
  return browserFollows;
}

afterEach(cleanup);

describe("SiteLink", () => {
  it("draws the <a> <Link> draws: the path as href, discovered ahead", () => {
    renderAt("/");
    const link = screen.getByRole("link", { name: "Cursos" });
    expect(link.getAttribute("href")).toBe("/cursos?turma=2");
    expect(link.getAttribute("data-discover")).toBe("true");
  });

  it("moves within the app on a plain click, without the browser loading the page", () => {
    const router = renderAt("/");
    expect(click("Cursos")).toBe(false);
    expect(where()).toBe("/cursos?turma=2");
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("leaves a modified click, another button and another tab to the browser", () => {
    renderAt("/");
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(click("Cursos", init), JSON.stringify(init)).toBe(true);
    }
    expect(click("Eventos em outra aba")).toBe(true);
    expect(where()).toBe("/");
  });

  it("replaces the history entry when it leads where the person already is", () => {
    const router = renderAt("/cursos?turma=2");
    click("Cursos");
    expect(router.state.historyAction).toBe("REPLACE");
  });
});

describe("SiteNavLink", () => {
  it("marks the entry of the page shown, and only that page", () => {
    renderAt("/Cursos");
    const entry = screen.getByRole("link", { name: "Menu cursos" });
    expect(entry.getAttribute("aria-current")).toBe("page");
    expect(entry.className).toBe("ativo");
    cleanup();
    renderAt("/cursos/avancado");
    expect(screen.getByRole("link", { name: "Menu cursos" }).getAttribute("aria-current")).toBeNull();
  });
});
