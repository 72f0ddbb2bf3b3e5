// Every browser test file is connected to the run's Chromium (usarNavegador), before its own beforeAll: jest runs
// this in each file's module registry, so prueba() in the file finds the browser.
import { usarNavegador } from './navegador';

usarNavegador();
