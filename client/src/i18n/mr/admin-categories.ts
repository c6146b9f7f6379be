import type { Shape } from '../catalogue-shape';
import type { adminCategories as enAdminCategories } from '../en/admin-categories';

/** Admin Categories (/admin/categories), Marathi. */
export const adminCategories = {
  title: 'श्रेणी',
  lead: 'नागरिक निवडतात त्या तक्रारींच्या श्रेणी, त्यांच्या उपश्रेणी आणि त्यांचा क्रम.',
  all: 'सर्व श्रेणी',
  newCategory: 'नवीन श्रेणी',
  loading: 'श्रेणी लोड होत आहेत…',
  empty: 'अद्याप कोणतीही श्रेणी नाही.',
  fields: {
    subcategoryLabelsHint: 'इंग्रजी उपवर्गांच्या क्रमाने, स्वल्पविरामाने वेगळे करून.',
    name: 'नाव',
    key: 'की',
    keyHint: 'लहान अक्षरे, अंक आणि अंडरस्कोर.',
    icon: 'आयकन (इमोजी)',
    order: 'क्रम',
    orderHint: '{order} साठी रिकामे ठेवा (शेवटचा क्रम अधिक 10).',
    responseDays: 'प्रतिसाद वेळ (दिवस)',
    responseDaysHint: 'तक्रार पुढे पाठवल्यानंतर प्राधिकरणाला कार्यवाहीसाठी मिळणारे दिवस. रिकामे: नव्या श्रेणीसाठी 15.',
    description: 'वर्णन',
    subcategories: 'उपश्रेणी (स्वल्पविरामाने वेगळ्या)',
    enabled: 'सुरू',
  },
  create: {
    creating: 'तयार करत आहे...',
    submit: 'श्रेणी तयार करा',
  },
  row: {
    editForm: '{name} संपादित करा',
    saving: 'जतन करत आहे...',
    enabled: 'सुरू',
    disabled: 'बंद',
    order: 'क्रम {order}',
    responseDays_one: 'मुदत {count} दिवस',
    responseDays_other: 'मुदत {count} दिवस',
    noSubcategories: 'उपश्रेणी नाहीत',
    editLabel: '{name} संपादित करा',
    enable: 'सुरू करा',
    disable: 'बंद करा',
    enableLabel: '{name} सुरू करा',
    disableLabel: '{name} बंद करा',
    deleteLabel: '{name} हटवा',
    deleteTitle: 'श्रेणी हटवा',
    deleteMessage: '"{name}" श्रेणी हटवायची? हे पूर्ववत करता येणार नाही.',
  },
} as const satisfies Shape<typeof enAdminCategories>;
