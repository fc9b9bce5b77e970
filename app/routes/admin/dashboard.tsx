import { ClipboardList, HeartHandshake, LogOut, Package, ShieldCheck, Sparkles, Users, UserRound } from "lucide-react";
import { Link } from "react-router";
import { useLogout } from "#app/components/layout/use-logout.ts";
import { Button } from "#app/components/ui/button.tsx";
import { useViewer } from "#app/lib/viewer.ts";

export const ADMIN_TILES = [
  { href: "/admin/free-map-submissions", label: "Pedidos do Mapa da Alma", description: "Solicitações do mapa gratuito", icon: Sparkles },
  { href: "/admin/leads", label: "Leads", description: "Contatos e mini leituras", icon: UserRound },
  { href: "/admin/healing-submissions", label: "Inscrições de Cura", description: "Envio de energia de cura", icon: HeartHandshake },
  { href: "/admin/clients", label: "Clientes", description: "Pessoas cadastradas", icon: Users },
  { href: "/admin/products", label: "Produtos", description: "Aprovar ou rejeitar produtos", icon: Package },
  { href: "/admin/therapist-club-submissions", label: "Inscrições do Clube", description: "Clube de Terapeutas", icon: ClipboardList },
  { href: "/admin/manage-admins", label: "Administradores", description: "Gerenciar contas de administração", icon: ShieldCheck },
] as const;

export default function AdminDashboard() {
  const viewer = useViewer();
  const logout = useLogout();
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl">Painel Administrativo</h1>
          <p className="text-slate-700">Olá, {viewer?.fullName || viewer?.email}.</p>
        </div>
        <Button variant="outline" onClick={logout}>
          <LogOut className="h-4 w-4" aria-hidden="true" /> Sair
        </Button>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {ADMIN_TILES.map(({ href, label, description, icon: Icon }) => (
          <li key={href}>
            <Link to={href} className="flex h-full items-start gap-4 rounded-2xl border border-brand-100 bg-white p-5 shadow-sm hover:border-brand-500">
              <Icon className="h-8 w-8 shrink-0 text-brand-700" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-brand-900">{label}</span>
                <span className="block text-sm text-slate-700">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
