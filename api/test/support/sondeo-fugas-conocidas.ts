// Las operaciones que todavía dejan ver algo de otra oficina (issue 68), cada una con lo que falta y quién lo cierra.
// Es un trinquete: el sondeo falla si aparece una fuga que no está aquí, y también si una de aquí ya no fuga (se quita
// de la lista). Vaciarla es parte de terminar las oficinas (docs/decisiones/sondeo-entre-oficinas.md).

const NOTIFICACIONES = 'el encabezado de una notificación no tiene oficina (sólo sus destinatarios)';

export const FUGAS_CONOCIDAS: Readonly<Record<string, string>> = {
  'GET /api/notificaciones': NOTIFICACIONES,
  'GET /api/notificaciones/{id}': NOTIFICACIONES,
  'GET /api/notificaciones/{id}/destinatarios': NOTIFICACIONES,
  'POST /api/notificaciones/{id}/cancelar': NOTIFICACIONES,
};
