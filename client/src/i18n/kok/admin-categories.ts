import type { Shape } from '../catalogue-shape';
import type { adminCategories as enAdminCategories } from '../en/admin-categories';

/** Admin Categories (/admin/categories), Konkani. */
export const adminCategories = {
  title: 'वर्ग',
  lead: 'नागरीक वेंचतात ते तक्रारींचे वर्ग, तांचे उपवर्ग आनी तांचो क्रम.',
  all: 'सगळे वर्ग',
  newCategory: 'नवो वर्ग',
  loading: 'वर्ग लोड जातात…',
  empty: 'अजून एकूय वर्ग ना.',
  fields: {
    subcategoryLabelsHint: 'इंग्लीश उपवर्गांच्या क्रमान, स्वल्पविरामान वेगळे करून.',
    name: 'नांव',
    key: 'की',
    keyHint: 'ल्हान अक्षरां, आंकडे आनी अंडरस्कोर.',
    icon: 'आयकन (इमोजी)',
    order: 'क्रम',
    orderHint: '{order} खातीर रिकामें दवरात (निमणो क्रम वयर 10).',
    responseDays: 'जापेचो वेळ (दीस)',
    responseDaysHint: 'तक्रार फुडें धाडल्या उपरांत प्राधिकरणाक कारवाय करपाक मेळपी दीस. रिकामें: नव्या वर्गा खातीर 15.',
    description: 'वर्णन',
    subcategories: 'उपवर्ग (स्वल्पविरामान वेगळे)',
    enabled: 'सुरू',
  },
  create: {
    creating: 'तयार जाता...',
    submit: 'वर्ग तयार करात',
  },
  row: {
    editForm: '{name} बदलात',
    saving: 'सांबाळटा...',
    enabled: 'सुरू',
    disabled: 'बंद',
    order: 'क्रम {order}',
    responseDays_one: 'मुदत {count} दीस',
    responseDays_other: 'मुदत {count} दीस',
    noSubcategories: 'उपवर्ग नात',
    editLabel: '{name} बदलात',
    enable: 'सुरू करात',
    disable: 'बंद करात',
    enableLabel: '{name} सुरू करात',
    disableLabel: '{name} बंद करात',
    deleteLabel: '{name} काडून उडयात',
    deleteTitle: 'वर्ग काडून उडयात',
    deleteMessage: '"{name}" वर्ग काडून उडोवचो? हें परत करूंक येना.',
  },
} as const satisfies Shape<typeof enAdminCategories>;
