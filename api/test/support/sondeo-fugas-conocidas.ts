// Las operaciones que todavía dejan ver algo de otra oficina (issue 68), cada una con lo que falta y quién lo cierra.
// Es un trinquete: el sondeo falla si aparece una fuga que no está aquí, y también si una de aquí ya no fuga (se quita
// de la lista). Vaciarla es parte de terminar las oficinas (docs/decisiones/sondeo-entre-oficinas.md).

export const FUGAS_CONOCIDAS: Readonly<Record<string, string>> = {
};
