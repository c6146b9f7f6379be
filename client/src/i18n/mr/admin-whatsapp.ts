import type { Shape } from '../catalogue-shape';
import type { adminWhatsapp as enAdminWhatsapp } from '../en/admin-whatsapp';

/** WhatsApp admin (/admin/whatsapp): the simulator and the messages sent (Marathi). */
export const adminWhatsapp = {
  title: 'WhatsApp',
  lead: 'कोणत्याही WhatsApp क्रमांकाने पोर्टलशी गप्पा करा. प्रत्येक संदेश खऱ्या संदेशाप्रमाणेच त्याच webhook कोडमधून जातो, Meta करते तशी स्वाक्षरी करून.',
  off: 'WhatsApp, WhatsApp Business Cloud API शी जोडलेले आहे: सिम्युलेटर बंद आहे. पोर्टलने पाठवलेले संदेश खाली दिले आहेत.',
  phone: 'WhatsApp क्रमांक (देश कोड आणि अंक)',
  open: 'गप्पा उघडा',
  chatLabel: '{phone} शी संवाद',
  empty: 'अजून संदेश नाहीत. सुरू करण्यासाठी "hi" पाठवा.',
  step: 'टप्पा: {step}',
  you: 'नागरिक',
  portal: 'पोर्टल',
  failed: 'पोहोचला नाही: {error}',
  message: 'संदेश',
  send: 'पाठवा',
  photo: 'फोटो पाठवा',
  location: 'ठिकाण पाठवा',
  latitude: 'अक्षांश',
  longitude: 'रेखांश',
  presets: 'ठिकाणे',
  sendFailed: 'संदेश पाठवता आला नाही.',
  sentTitle: 'पोर्टलने पाठवलेले संदेश',
  sentEmpty: 'पोर्टलने अजून एकही WhatsApp संदेश पाठवलेला नाही.',
} as const satisfies Shape<typeof enAdminWhatsapp>;
