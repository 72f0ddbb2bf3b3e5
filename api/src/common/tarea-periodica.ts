// Un trabajo de fondo de la API (el barrido, la purga de documentos): corre al arrancar y cada tanto, nunca dos veces a
// la vez en el mismo proceso, y al cerrar la aplicación se espera al que está corriendo.
import { conAlcance, TODAS } from '../database/alcance';

export class TareaPeriodica {
  private temporizador: NodeJS.Timeout | undefined;
  private enCurso: Promise<unknown> | undefined;

  /** `trabajo` es una vuelta; `alFallar` recibe su error (la tarea sigue con la vuelta siguiente). */
  constructor(
    private readonly trabajo: () => Promise<unknown>,
    private readonly alFallar: (error: unknown) => void,
  ) {}

  /** Una vuelta ya y después una cada `intervaloMs`; el temporizador no retiene el proceso. */
  arrancar(intervaloMs: number): void {
    this.programar();
    this.temporizador = setInterval(() => this.programar(), intervaloMs);
    this.temporizador.unref();
  }

  /** No programa más vueltas y espera a la que está corriendo, si hay una. */
  async detener(): Promise<void> {
    if (this.temporizador) clearInterval(this.temporizador);
    await this.enCurso;
  }

  /** Espera a la vuelta en curso, si hay una. */
  async esperarEnCurso(): Promise<void> {
    await this.enCurso;
  }

  private programar(): void {
    if (this.enCurso) return;
    // Una vuelta es de la organización (el barrido, la purga): todas las oficinas, nunca sin alcance.
    this.enCurso = conAlcance(TODAS, this.trabajo)
      .catch(this.alFallar)
      .finally(() => {
        this.enCurso = undefined;
      });
  }
}
