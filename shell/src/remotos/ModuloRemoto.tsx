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
import type { NombreRemoto } from './mapa';

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

/**
 * Mounts the component a remote exposes for one path segment. While the remote loads it shows a spinner;
 * if it cannot load, 'Módulo no disponible' with a retry that tries the whole load again. The same happens when
 * the remote's entry loaded earlier (the idle prefetch) but the screen's own chunk cannot be downloaded now: its
 * server went down after the prefetch. Only the content area is affected: the layout, the sidebar and the other
 * remotes keep working.
 */
export function ModuloRemoto({ remoto, segmento, cargar }: Props) {
  const [intento, setIntento] = useState(0);
  const [estado, setEstado] = useState<Estado>({ fase: 'cargando' });

  useEffect(() => {
    let vigente = true;
    setEstado({ fase: 'cargando' });
    cargar(remoto, { denuevo: intento > 0 })
      .then((rutas) => {
        if (!vigente) return;
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
