import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";
import { MOVEMENT_PATH } from "../domain/site.ts";

// Mirrors the spec's route table (§2). Account actions are resource routes under /conta.
export default [
  index("routes/public/home.tsx"),
  route("instituto", "routes/public/institute.tsx"),
  route(MOVEMENT_PATH.slice(1), "routes/public/movement.tsx"),
  route("sede-fisica", "routes/public/headquarters.tsx"),
  route("readings", "routes/public/readings.tsx"),
  route("leituras/mapa-da-alma", "routes/public/full-soul-map.tsx"),
  route("leituras/tempo-divino", "routes/public/divine-time.tsx"),
  route("soul-map", "routes/public/soul-map.tsx"),
  route("relationship", "routes/public/relationship.tsx"),
  route("nucleos/envio-de-energia", "routes/public/healing.tsx"),
  route("clube-terapeutas", "routes/public/club.tsx"),
  route("clube-terapeutas/inscricao", "routes/public/club-signup.tsx"),
  route("clube-terapeutas/termos", "routes/public/club-terms.tsx"),
  route("clube-terapeutas/jornada", "routes/public/club-journey.tsx"),
  route("services", "routes/public/services.tsx"),
  route("courses", "routes/public/courses.tsx"),
  route("events", "routes/public/events.tsx"),
  route("products", "routes/public/products.tsx"),
  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("robots.txt", "routes/public/robots.ts"),
  route("redefinir-senha", "routes/account/reset-password.tsx"),
  ...prefix("conta", [
    route("entrar", "routes/account/sign-in.ts"),
    route("sair", "routes/account/sign-out.ts"),
    route("cadastro", "routes/account/sign-up.ts"),
    route("cadastro-rapido", "routes/account/quick-sign-up.ts"),
    route("recuperar-senha", "routes/account/forgot-password.ts"),
    route("admin-entrar", "routes/account/admin-sign-in.ts"),
    route("nova-senha", "routes/account/new-password.ts"),
  ]),
  // The public forms post here (JSON), from /nucleos/envio-de-energia, /clube-terapeutas/inscricao and /soul-map.
  ...prefix("formularios", [
    route("envio-de-energia", "routes/forms/healing.ts"),
    route("clube-terapeutas", "routes/forms/club.ts"),
    route("soul-map", "routes/forms/soul-map.ts"),
  ]),
  route("client-area", "routes/account/client-area.tsx"),
  route("therapist", "routes/therapist/dashboard.tsx"),
  route("admin/login", "routes/admin/login.tsx"),
  layout("routes/admin/guard.tsx", [route("admin", "routes/admin/dashboard.tsx")]),
  route("dev/outbox", "routes/dev/outbox.tsx"),
  route("*", "routes/public/not-found.tsx"),
] satisfies RouteConfig;
