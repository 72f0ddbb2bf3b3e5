import {
  ETIQUETAS_TIPO_GARANTIA,
  TIPOS_GARANTIA,
  validarValorGarantia,
  type TipoGarantia,
} from '@cartera/dominio';
import { clienteApi, reglaDe } from '@cartera/plataforma';
import { CampoPrestamo, CamposFormulario, FormularioModal, campo, type CierreModal } from '@cartera/plataforma/formularios';
import type { DatosGarantia, Garantia } from '@cartera/dominio';
import { PrestamoSelect } from './PrestamoSelect';

interface Valores {
  prestamo?: string;
  tipo?: TipoGarantia;
  descripcion?: string;
  valorDeclarado?: number | null;
  identificadorLegal?: string;
}

/** 'Nueva Garantía' (spec §7): loan from a searchable select, type, description, declared value, legal id. */
export function GarantiaFormModal(cierre: CierreModal<Garantia>) {
  const aDatos = (valores: Valores): DatosGarantia => ({
    prestamo: valores.prestamo ?? '',
    tipo: valores.tipo ?? 'otros',
    descripcion: (valores.descripcion ?? '').trim(),
    valorDeclarado: valores.valorDeclarado ?? 0,
    identificadorLegal: valores.identificadorLegal?.trim() || null,
  });

  return (
    <FormularioModal<Valores, Garantia>
      titulo="Nueva Garantía"
      nombre="garantia"
      textoAceptar="Crear"
      valoresIniciales={{ tipo: 'vehiculo' }}
      enviar={(valores) => clienteApi.post('/api/garantias', { cuerpo: aDatos(valores) })}
      exito="Garantía creada"
      error="Error creando garantía"
      {...cierre}
    >
      <CampoPrestamo>
        <PrestamoSelect />
      </CampoPrestamo>
      <CamposFormulario
        campos={[
          campo.seleccion<TipoGarantia>(
            'tipo',
            'Tipo',
            TIPOS_GARANTIA.map((tipo) => ({ value: tipo, label: ETIQUETAS_TIPO_GARANTIA[tipo] })),
            { obligatorio: 'Selecciona el tipo', entrada: { 'aria-label': 'Tipo' } },
          ),
          campo.area('descripcion', 'Descripción', {
            obligatorio: 'La descripción es obligatoria',
            rules: [{ max: 500, message: 'La descripción no puede superar 500 caracteres' }],
            filas: 2,
            entrada: { 'aria-label': 'Descripción' },
          }),
          campo.numero('valorDeclarado', 'Valor declarado (COP)', {
            obligatorio: 'El valor declarado es obligatorio',
            rules: [reglaDe(validarValorGarantia, { opcional: true })],
            entrada: { min: 0, precision: 0, 'aria-label': 'Valor declarado' },
          }),
          campo.texto('identificadorLegal', 'Identificador legal (placa, matrícula, serie)', {
            rules: [{ max: 100, message: 'El identificador legal no puede superar 100 caracteres' }],
            entrada: { 'aria-label': 'Identificador legal' },
          }),
        ]}
      />
    </FormularioModal>
  );
}
