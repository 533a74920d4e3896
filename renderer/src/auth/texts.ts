import { SHELL_TEXTS } from '../shell/texts';

/** Sign-in texts (seed 000 sections 2, 5, 8). Exact seed strings are marked "seed". */
export const AUTH_TEXTS = {
  title: 'Sign In', // seed
  versionFallback: 'Dev 1.1', // seed
  versionPrefix: 'Dev',
  appName: 'ERP',
  subtitle: 'Masuk untuk melanjutkan ke aplikasi.',
  emailLabel: 'Email',
  emailPlaceholder: 'nama@perusahaan.co.id',
  passwordLabel: 'Kata Sandi',
  passwordPlaceholder: 'Kata sandi',
  submit: 'Masuk', // seed
  submitting: 'Loading...', // seed
  emailRequired: 'Email wajib diisi',
  emailInvalid: SHELL_TEXTS.invalidEmail,
  passwordRequired: 'Kata sandi wajib diisi',
  successTitle: 'Berhasil', // seed
  welcome: (name: string) => `Selamat Datang ${name}`, // seed
  failureTitle: 'Oops..!', // seed
  failurePrefix: 'Terjadi Kesalahan', // seed
  failure: (message: string) => `Terjadi Kesalahan: ${message}`,
  sessionEndedTitle: 'Sesi Berakhir',
  sessionEndedMessage: 'Sesi Anda telah berakhir. Silakan masuk kembali.',
  /** Issue 24: changing one's own password needs the current one. */
  currentPassword: 'Kata Sandi Lama',
} as const;
