import { Titulo } from '@cartera/plataforma';

/** 'Centro de Notificaciones'. Notifications centre (local sample data). Built by its own issue; for now the page shows its title. */
export default function NotificacionesPage() {
  return <Titulo>Centro de Notificaciones</Titulo>;
}
