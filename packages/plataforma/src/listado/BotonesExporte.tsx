import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
// Through the shared entry, never '../descargas': this entry is shared apart (src/index.ts).
import { guardarArchivo, mensajeDeError, toast, type ArchivoDescargado } from '@cartera/plataforma';

/** The files a list or a report offers, with the words of their buttons. */
const TEXTOS = { csv: 'Exportar CSV', xlsx: 'Exportar XLSX' } as const;
export type FormatoExporte = keyof typeof TEXTOS;

interface Props {
  /** The file in one format, from the screen's `*.api.ts` (`descargarArchivo`). */
  descargar: (formato: FormatoExporte) => Promise<ArchivoDescargado>;
  /** Toast when the file could not be made (the server's words win when it sent some). */
  mensajeError: string;
  /** The formats offered, in this order: CSV and XLSX unless told. */
  formatos?: readonly FormatoExporte[];
}

/**
 * 'Exportar CSV' and 'Exportar XLSX': each asks the server for its file, shows its own spinner meanwhile (the other
 * waits), hands the file to the browser with the name the server gave it, and toasts a failure. A list's
 * `BarraFiltros` takes them as its `acciones`.
 */
export function BotonesExporte({ descargar, mensajeError, formatos = ['csv', 'xlsx'] }: Props) {
  const [exportando, setExportando] = useState<FormatoExporte | null>(null);

  const exportar = async (formato: FormatoExporte) => {
    setExportando(formato);
    try {
      const archivo = await descargar(formato);
      guardarArchivo(archivo.blob, archivo.nombre);
    } catch (error) {
      toast.error(mensajeDeError(error, mensajeError));
    } finally {
      setExportando(null);
    }
  };

  return (
    <>
      {formatos.map((formato) => (
        <Button
          key={formato}
          icon={<DownloadOutlined />}
          loading={exportando === formato}
          disabled={exportando !== null && exportando !== formato}
          onClick={() => void exportar(formato)}
        >
          {TEXTOS[formato]}
        </Button>
      ))}
    </>
  );
}
