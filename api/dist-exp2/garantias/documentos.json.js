"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.COLUMNAS_DOCUMENTO = void 0;
exports.documentoAJson = documentoAJson;
/** Columnas de `documentos d` que se muestran (nunca los bytes, que viven en documentos_archivos). */
exports.COLUMNAS_DOCUMENTO = `
  d.id, d.nombre_original, d.tipo, d.mime, d.size_bytes, d.checksum_sha256, d.relacionado_tipo, d.relacionado_id,
  d.prestamo_id, d.metadata, d.created_at`;
function documentoAJson(fila) {
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
//# sourceMappingURL=documentos.json.js.map