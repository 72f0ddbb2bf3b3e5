// antd derives ≈ 440 tokens from the theme's few (ten colour palettes and their shades, sizes, motion) the first time
// a component asks for them: 34–68 ms of main thread with the CPU ×4 (a phone), inside the first render of every
// page load (docs/rendimiento.md). The portal's theme never changes at run time, so the build derives them once, with
// antd's own algorithm (estilos-antd.mjs writes them beside the static sheet), and the browser takes them as they are.
import type { ThemeConfig } from 'antd';
// antd's own derivation and default seed, from the modules its ConfigProvider uses (already in the portal's antd).
import derivarTokens from 'antd/es/theme/themes/default';
import semillaDeAntd from 'antd/es/theme/themes/seed';

type MappingAlgorithm = NonNullable<Exclude<ThemeConfig['algorithm'], unknown[]>>;
type Semilla = Parameters<MappingAlgorithm>[0];
type Mapa = ReturnType<MappingAlgorithm>;

/** antd's derivation for one theme: the tokens it starts from (its defaults plus the theme's) and what it derives. */
export interface TemaPrecalculado {
  semilla: Semilla;
  mapa: Mapa;
}

/** Derives `config.token` the way antd does in the browser: its default seed, the theme's tokens over it. */
export function precalcularTema(config: ThemeConfig): TemaPrecalculado {
  const semilla: Semilla = { ...semillaDeAntd, ...config.token };
  return { semilla, mapa: { ...derivarTokens(semilla) } };
}

/**
 * An antd algorithm that answers with the precomputed tokens when asked for exactly the seed they came from, and
 * runs antd's own otherwise (a nested theme, a change of antd's defaults): never a wrong token, only a faster one.
 */
export function algoritmoPrecalculado({ semilla, mapa }: TemaPrecalculado): MappingAlgorithm {
  const esperado = new Map<string, unknown>(Object.entries(semilla));
  return (token) => {
    const recibido = Object.entries(token);
    const mismaSemilla =
      recibido.length === esperado.size &&
      recibido.every(([clave, valor]) => esperado.has(clave) && esperado.get(clave) === valor);
    if (mismaSemilla) return { ...mapa };
    return derivarTokens(token);
  };
}

/** The build's derivation of the portal's theme (pluginEstilosAntd defines it); absent under Jest. */
export function temaDeLaConstruccion(): TemaPrecalculado | undefined {
  const texto = process.env.CARTERA_TEMA_ANTD;
  // as: the build wrote it with precalcularTema moments before (pluginEstilosAntd), from this same file
  return texto ? (JSON.parse(texto) as TemaPrecalculado) : undefined;
}
