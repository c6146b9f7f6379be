import type { Shape } from '../catalogue-shape';
import type { adminWhatsapp as enAdminWhatsapp } from '../en/admin-whatsapp';

/** WhatsApp admin (/admin/whatsapp): the simulator and the messages sent (Hindi). */
export const adminWhatsapp = {
  title: 'WhatsApp',
  lead: 'किसी भी WhatsApp नंबर से पोर्टल से बात करें। हर संदेश असली संदेश की तरह उसी webhook कोड से जाता है, Meta की तरह हस्ताक्षर करके।',
  off: 'WhatsApp, WhatsApp Business Cloud API से जुड़ा है: सिम्युलेटर बंद है। पोर्टल के भेजे गए संदेश नीचे दिए गए हैं।',
  phone: 'WhatsApp नंबर (देश कोड और अंक)',
  open: 'बातचीत खोलें',
  chatLabel: '{phone} से बातचीत',
  empty: 'अभी कोई संदेश नहीं। शुरू करने के लिए "hi" भेजें।',
  step: 'चरण: {step}',
  you: 'नागरिक',
  portal: 'पोर्टल',
  failed: 'नहीं पहुँचा: {error}',
  message: 'संदेश',
  send: 'भेजें',
  photo: 'तस्वीर भेजें',
  location: 'स्थान भेजें',
  latitude: 'अक्षांश',
  longitude: 'देशांतर',
  presets: 'स्थान',
  sendFailed: 'संदेश भेजा नहीं जा सका।',
  sentTitle: 'पोर्टल के भेजे गए संदेश',
  sentEmpty: 'पोर्टल ने अभी तक कोई WhatsApp संदेश नहीं भेजा है।',
} as const satisfies Shape<typeof enAdminWhatsapp>;
