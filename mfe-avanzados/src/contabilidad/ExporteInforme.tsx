import { descargarArchivo, type ParametrosConsulta } from '@cartera/plataforma';
import { BotonesExporte } from '@cartera/plataforma/listado';

/**
 * The export buttons of an accounting report: GET /api/contabilidad/<informe>/exporte with the report's own query and
 * the chosen `formato`, saved as `<informe>.<formato>`.
 */
export function ExporteInforme({
  informe,
  consulta,
  mensajeError,
}: {
  informe: string;
  consulta: ParametrosConsulta;
  mensajeError: string;
}) {
  return (
    <BotonesExporte
      descargar={(formato) =>
        descargarArchivo(`contabilidad/${informe}/exporte`, `${informe}.${formato}`, { ...consulta, formato })
      }
      mensajeError={mensajeError}
    />
  );
}
