import type { Documento } from '@cartera/dominio';

/** Lo que se muestra de un documento (documentos.consultas.ts; nunca los bytes, que viven en documentos_archivos). */
export interface FilaDocumento {
  id: string;
  nombre_original: string;
  tipo: string;
  mime: string;
  size_bytes: number;
  checksum_sha256: string;
  relacionado_tipo: string;
  relacionado_id: string;
  prestamo_id: string;
  metadata: Record<string, unknown> | null;
  created_at: Date;
}

export function documentoAJson(fila: FilaDocumento): Documento {
  return {
    _id: fila.id,
    nombreOriginal: fila.nombre_original,
    tipo: fila.tipo,
    mime: fila.mime,
    sizeBytes: Number(fila.size_bytes),
    checksumSha256: fila.checksum_sha256,
    relacionadoTipo: fila.relacionado_tipo,
    relacionadoId: fila.relacionado_id,
    prestamo: fila.prestamo_id,
    metadata: fila.metadata,
    createdAt: new Date(fila.created_at).toISOString(),
  };
}
