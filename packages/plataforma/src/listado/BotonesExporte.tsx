import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
// Through the shared entry, never '../descargas': this entry is shared apart (src/index.ts).
import { useDescarga, type ArchivoDescargado } from '@cartera/plataforma';
import { FORMATOS_TABLA, type FormatoTabla } from '@cartera/dominio';

/** The files a list, a report or a record offers, with the words of their buttons. */
const TEXTOS = {
  csv: 'Exportar CSV',
  xlsx: 'Exportar XLSX',
  json: 'Exportar JSON',
  pdf: 'Exportar PDF',
} as const;
export type FormatoExporte = keyof typeof TEXTOS;
/** What a list or a report offers unless told: the table formats of `@cartera/dominio`. */
const FORMATOS_PREDETERMINADOS: readonly FormatoExporte[] = FORMATOS_TABLA;

interface PropsComunes<F extends FormatoExporte> {
  /** The file in one format, from the screen's `*.api.ts` (`descargarArchivo`). */
  descargar: (formato: F) => Promise<ArchivoDescargado>;
  /** Toast when the file could not be made (the server's words win when it sent some). */
  mensajeError: string;
}

/** The formats offered, in this order: CSV and XLSX unless told (a record's data: JSON and PDF), and only then. */
type Props<F extends FormatoExporte> = PropsComunes<F> &
  (FormatoTabla extends F ? { formatos?: readonly F[] } : { formatos: readonly F[] });

/**
 * 'Exportar CSV' and 'Exportar XLSX': each asks the server for its file, shows its own spinner meanwhile (the other
 * waits), hands the file to the browser with the name the server gave it, and toasts a failure. A list's
 * `BarraFiltros` takes them as its `acciones`.
 */
export function BotonesExporte<F extends FormatoExporte = FormatoTabla>({
  descargar,
  mensajeError,
  // as: left out, `formatos` is CSV and XLSX, and Props lets it out only when F has both
  formatos = FORMATOS_PREDETERMINADOS as readonly F[],
}: Props<F>) {
  const { descargando: exportando, descargar: exportar } = useDescarga<F>(mensajeError);

  return (
    <>
      {formatos.map((formato) => (
        <Button
          key={formato}
          icon={<DownloadOutlined />}
          loading={exportando === formato}
          disabled={exportando !== null && exportando !== formato}
          onClick={() => void exportar(formato, () => descargar(formato))}
        >
          {TEXTOS[formato]}
        </Button>
      ))}
    </>
  );
}
