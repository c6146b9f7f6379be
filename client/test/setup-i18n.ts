// Every test renders with the real English catalogue (i18next is initialised synchronously on import).
import '../src/i18n/i18n';
