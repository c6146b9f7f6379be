import type { Shape } from '../catalogue-shape';
import type { adminWhatsapp as enAdminWhatsapp } from '../en/admin-whatsapp';

/** WhatsApp admin (/admin/whatsapp): the simulator and the messages sent (Konkani). */
export const adminWhatsapp = {
  title: 'WhatsApp',
  lead: 'खंयच्याय WhatsApp नंबरान पोर्टलाकडेन उलयात. दरेक संदेश खऱ्या संदेशा सारको त्याच webhook कोडांतल्यान वता, Meta करता तशी सई करून.',
  off: 'WhatsApp, WhatsApp Business Cloud API कडेन जोडला: सिम्युलेटर बंद आसा. पोर्टलान धाडिल्ले संदेश सकयल दिल्यात.',
  phone: 'WhatsApp नंबर (देशाचो कोड आनी आंकडे)',
  open: 'उलोवप उगडात',
  chatLabel: '{phone} कडेन उलोवप',
  empty: 'अजून संदेश नात. सुरू करपाक "hi" धाडात.',
  step: 'पावल: {step}',
  you: 'नागरीक',
  portal: 'पोर्टल',
  failed: 'पावलो ना: {error}',
  message: 'संदेश',
  send: 'धाडात',
  photo: 'फोटो धाडात',
  location: 'सुवात धाडात',
  latitude: 'अक्षांश',
  longitude: 'रेखांश',
  presets: 'सुवाती',
  sendFailed: 'संदेश धाडूंक जालो ना.',
  sentTitle: 'पोर्टलान धाडिल्ले संदेश',
  sentEmpty: 'पोर्टलान अजून एकूय WhatsApp संदेश धाडूंक ना.',
} as const satisfies Shape<typeof enAdminWhatsapp>;
