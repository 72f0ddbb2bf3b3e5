// A new client and their loan request, from the street (Mi Ruta). The client goes into the collector's portfolio and
// the loan stays `solicitado` until the office approves it (docs/libro.md). Works without signal: it is queued.
import { useState } from 'react';
import {
  CANALES_AUTORIZACION,
  ETIQUETAS_CANAL_AUTORIZACION,
  ETIQUETAS_MODALIDAD,
  MODALIDADES,
  PRESTAMO_DEFAULTS,
  esValorDe,
  validarCliente,
  type CanalAutorizacion,
  type Modalidad,
} from '@cartera/dominio';
import { ErrorFoto, optimizarFoto } from '@cartera/plataforma/foto';
import { Dialogo } from './Dialogo';
import { useOcupado } from './useOcupado';

type Campo = 'nombre' | 'cedula' | 'telefono' | 'direccion' | 'barrio' | 'ciudad';
const CAMPOS: ReadonlyArray<[Campo, string, 'text' | 'numeric' | 'tel']> = [
  ['nombre', 'Nombre completo', 'text'],
  ['cedula', 'Cédula', 'numeric'],
  ['telefono', 'Teléfono', 'tel'],
  ['direccion', 'Dirección', 'text'],
  ['barrio', 'Barrio (opcional)', 'text'],
  ['ciudad', 'Ciudad', 'text'],
];

/** A native select over a list of the domain with its labels: only a value of the list reaches `alCambiar`. */
function SelectDeLista<T extends string>({
  valores,
  etiquetas,
  valor,
  alCambiar,
}: {
  valores: readonly T[];
  etiquetas: Readonly<Record<T, string>>;
  valor: T;
  alCambiar: (valor: T) => void;
}) {
  return (
    <select
      value={valor}
      onChange={(e) => {
        if (esValorDe(valores, e.target.value)) alCambiar(e.target.value);
      }}
    >
      {valores.map((v) => (
        <option key={v} value={v}>
          {etiquetas[v]}
        </option>
      ))}
    </select>
  );
}

/** A whole number typed on the phone's keypad: digits only, at most `digitos`, with its error under it. */
function CampoEntero({
  etiqueta,
  valor,
  digitos,
  error,
  alCambiar,
}: {
  etiqueta: string;
  valor: string;
  digitos: number;
  error: string | undefined;
  alCambiar: (valor: string) => void;
}) {
  return (
    <label>
      {etiqueta}
      <input
        inputMode="numeric"
        value={valor}
        onChange={(e) => alCambiar(e.target.value.replace(/\D/g, '').slice(0, digitos))}
      />
      {error && <span className="mr-error">{error}</span>}
    </label>
  );
}

export function HojaSolicitud({
  onCerrar,
  onEnviar,
}: {
  onCerrar: () => void;
  onEnviar: (cliente: Record<string, unknown>, prestamo: Record<string, unknown>) => Promise<void>;
}) {
  const [datos, setDatos] = useState<Record<Campo, string>>({
    nombre: '',
    cedula: '',
    telefono: '',
    direccion: '',
    barrio: '',
    ciudad: '',
  });
  const [foto, setFoto] = useState<string | null>(null);
  const [monto, setMonto] = useState('');
  const [cuotas, setCuotas] = useState(String(PRESTAMO_DEFAULTS.cuotas));
  const [modalidad, setModalidad] = useState<Modalidad>('diario');
  // Ley 1581: the client's authorisation to process his data, taken on the street like the rest (docs/decisiones/datos-personales.md).
  const [autorizo, setAutorizo] = useState(false);
  const [canal, setCanal] = useState<CanalAutorizacion>('presencial_firmado');
  const [documento, setDocumento] = useState('');
  const [errores, setErrores] = useState<Partial<Record<string, string>>>({});
  const { ocupado, mientras } = useOcupado();

  const elegirFoto = async (archivo: File | undefined) => {
    if (!archivo) return;
    try {
      setFoto(await optimizarFoto(archivo));
      setErrores((e) => ({ ...e, foto: undefined }));
    } catch (error) {
      setErrores((e) => ({
        ...e,
        foto: error instanceof ErrorFoto ? error.message : 'No se pudo leer la imagen',
      }));
    }
  };

  const enviar = () => {
    const nuevos: Partial<Record<string, string>> = { ...validarCliente(datos) };
    const valor = Number(monto);
    if (!Number.isInteger(valor) || valor <= 0) nuevos.monto = 'Escriba el monto que pide el cliente';
    const numeroCuotas = Number(cuotas);
    if (!Number.isInteger(numeroCuotas) || numeroCuotas < 1) nuevos.cuotas = 'Escriba cuántas cuotas';
    if (!autorizo)
      nuevos.autorizacion =
        'Sin la autorización del cliente para tratar sus datos no se puede pedir su préstamo';
    setErrores(nuevos);
    if (Object.values(nuevos).some(Boolean)) return;
    const cliente: Record<string, unknown> = {
      nombre: datos.nombre.trim(),
      cedula: datos.cedula.trim(),
      telefono: datos.telefono.trim(),
      direccion: datos.direccion.trim(),
      barrio: datos.barrio.trim() || null,
      ciudad: datos.ciudad.trim(),
      ...(foto ? { foto } : {}),
      autorizacionDatos: { canal, ...(documento.trim() ? { documento: documento.trim() } : {}) },
    };
    mientras(() =>
      onEnviar(cliente, {
        monto: valor,
        cuotas: numeroCuotas,
        modalidad,
        interes: PRESTAMO_DEFAULTS.interes,
      }),
    );
  };

  return (
    <Dialogo titulo="Cliente nuevo y solicitud" onCerrar={onCerrar}>
      <div className="mr-campos">
        {CAMPOS.map(([campo, etiqueta, modo]) => (
          <label key={campo}>
            {etiqueta}
            <input
              inputMode={modo === 'text' ? undefined : modo}
              type={modo === 'tel' ? 'tel' : 'text'}
              value={datos[campo]}
              aria-invalid={Boolean(errores[campo])}
              onChange={(e) => setDatos((d) => ({ ...d, [campo]: e.target.value }))}
            />
            {errores[campo] && <span className="mr-error">{errores[campo]}</span>}
          </label>
        ))}
        <label>
          Foto del cliente (opcional)
          <input
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(e) => void elegirFoto(e.target.files?.[0])}
          />
          {foto && <span className="mr-nota">Foto lista</span>}
          {errores.foto && <span className="mr-error">{errores.foto}</span>}
        </label>
        <fieldset className="mr-opciones">
          <legend>Autorización de datos personales</legend>
          <label className="mr-opcion">
            <input type="checkbox" checked={autorizo} onChange={(e) => setAutorizo(e.target.checked)} />
            El cliente conoce el aviso de privacidad y autoriza el tratamiento de sus datos
          </label>
          <label>
            Cómo la dio
            <SelectDeLista
              valores={CANALES_AUTORIZACION}
              etiquetas={ETIQUETAS_CANAL_AUTORIZACION}
              valor={canal}
              alCambiar={setCanal}
            />
          </label>
          <label>
            Documento o grabación (opcional)
            <input value={documento} maxLength={200} onChange={(e) => setDocumento(e.target.value)} />
          </label>
          {errores.autorizacion && <span className="mr-error">{errores.autorizacion}</span>}
        </fieldset>
        <CampoEntero etiqueta="Monto solicitado" valor={monto} digitos={12} error={errores.monto} alCambiar={setMonto} />
        <CampoEntero etiqueta="Cuotas" valor={cuotas} digitos={3} error={errores.cuotas} alCambiar={setCuotas} />
        <label>
          Frecuencia de pago
          <SelectDeLista valores={MODALIDADES} etiquetas={ETIQUETAS_MODALIDAD} valor={modalidad} alCambiar={setModalidad} />
        </label>
      </div>
      <button type="button" className="mr-boton mr-ancho" disabled={ocupado} onClick={enviar}>
        Enviar solicitud
      </button>
    </Dialogo>
  );
}
