// Component tests only: finding buttons by their visible text. Testing Library's `getByRole('button', { name })`
// computes accessible names through jsdom's getComputedStyle, which is very slow over antd's injected styles.

/** The button inside `contenedor` whose text is `texto` (trimmed, exact, or matching a RegExp). */
export function boton(contenedor: ParentNode, texto: string | RegExp): HTMLButtonElement {
  const botones = Array.from(contenedor.querySelectorAll('button'));
  const encontrado = botones.find((candidato) => {
    const propio = candidato.textContent?.trim() ?? '';
    const etiqueta = candidato.getAttribute('aria-label') ?? '';
    return typeof texto === 'string'
      ? propio === texto || etiqueta === texto
      : texto.test(propio) || texto.test(etiqueta);
  });
  if (!encontrado) {
    throw new Error(
      `No hay botón '${texto}'; hay: ${botones.map((b) => b.textContent?.trim() || b.getAttribute('aria-label')).join(', ')}`,
    );
  }
  return encontrado;
}

/** Whether a button with this text exists inside `contenedor`. */
export function hayBoton(contenedor: ParentNode, texto: string | RegExp): boolean {
  try {
    boton(contenedor, texto);
    return true;
  } catch {
    return false;
  }
}
