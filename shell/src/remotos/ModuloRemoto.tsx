import { useEffect, useState, type ComponentType } from 'react';
import { Button } from 'antd';
import {
  AvisoPantalla,
  Cargando,
  ErrorBoundary,
  esFalloDeCarga,
  registrarDiagnostico,
  type RutasRemoto,
} from '@cartera/plataforma';
import type { NombreRemoto } from '@cartera/plataforma/pantallas';

type Estado = { fase: 'cargando' } | { fase: 'listo'; Pantalla: ComponentType } | { fase: 'error' };

interface Props {
  remoto: NombreRemoto;
  segmento: string;
  /**
   * How to fetch the remote's routes; the shell's default is Module Federation (injected in tests). `denuevo`:
   * forget what was loaded before and fetch it all again (the retry after a failure).
   */
  cargar: (remoto: NombreRemoto, opciones?: { denuevo?: boolean }) => Promise<RutasRemoto>;
}

/** The routes each loader already gave, by remote: a second visit mounts its screen in the first render. */
const yaCargadas = new WeakMap<Props['cargar'], Map<NombreRemoto, RutasRemoto>>();

function rutasDe(cargar: Props['cargar']): Map<NombreRemoto, RutasRemoto> {
  let rutas = yaCargadas.get(cargar);
  if (!rutas) {
    rutas = new Map();
    yaCargadas.set(cargar, rutas);
  }
  return rutas;
}

/** The screen of a remote loaded before (a second visit), or null. */
function pantallaYaCargada(cargar: Props['cargar'], remoto: NombreRemoto, segmento: string) {
  return yaCargadas.get(cargar)?.get(remoto)?.[segmento] ?? null;
}

/**
 * Mounts the component a remote exposes for one path segment. While the remote loads it shows a spinner (on a second
 * visit the remote is there: its screen mounts in the first render); if it cannot load, 'Módulo no disponible' with
 * a retry that tries the whole load again. The same happens when the remote's entry loaded earlier (the idle
 * prefetch) but the screen's own chunk cannot be downloaded now: its server went down after the prefetch. Only the
 * content area is affected: the layout, the sidebar and the other remotes keep working.
 */
export function ModuloRemoto({ remoto, segmento, cargar }: Props) {
  const [intento, setIntento] = useState(0);
  const [estado, setEstado] = useState<Estado>(() => {
    const Pantalla = pantallaYaCargada(cargar, remoto, segmento);
    return Pantalla ? { fase: 'listo', Pantalla } : { fase: 'cargando' };
  });

  useEffect(() => {
    let vigente = true;
    const Cargada = intento === 0 ? pantallaYaCargada(cargar, remoto, segmento) : null;
    if (Cargada) {
      setEstado((previo) =>
        previo.fase === 'listo' && previo.Pantalla === Cargada
          ? previo
          : { fase: 'listo', Pantalla: Cargada },
      );
      return undefined;
    }
    rutasDe(cargar).delete(remoto);
    setEstado({ fase: 'cargando' });
    cargar(remoto, { denuevo: intento > 0 })
      .then((rutas) => {
        if (!vigente) return;
        rutasDe(cargar).set(remoto, rutas);
        const Pantalla = rutas[segmento];
        if (Pantalla) {
          setEstado({ fase: 'listo', Pantalla });
          return;
        }
        registrarDiagnostico('error', 'remoto', `${remoto} no expone la sección '${segmento}'`);
        setEstado({ fase: 'error' });
      })
      .catch(() => {
        if (vigente) setEstado({ fase: 'error' });
      });
    return () => {
      vigente = false;
    };
  }, [remoto, segmento, cargar, intento]);

  const noDisponible = (
    <AvisoPantalla
      tipo="advertencia"
      titulo="Módulo no disponible"
      detalle="No se pudo cargar esta sección. Las demás siguen funcionando."
      acciones={
        <Button type="primary" onClick={() => setIntento((valor) => valor + 1)}>
          Reintentar
        </Button>
      }
    />
  );
  if (estado.fase === 'cargando') return <Cargando />;
  if (estado.fase === 'error') return noDisponible;
  const { Pantalla } = estado;
  return (
    <ErrorBoundary reemplazo={(error) => (esFalloDeCarga(error) ? noDisponible : undefined)}>
      <Pantalla />
    </ErrorBoundary>
  );
}
