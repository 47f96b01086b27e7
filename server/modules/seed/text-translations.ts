/**
 * The Bangla and Arabic of the demo content (content.ts), by English text: the settings, the pages, the services,
 * the projects, the manpower projects, the gallery, the image descriptions, the jobs and the forms. Written for
 * their readers rather than word for word; company names stay as the company writes them (`keep`). Each English
 * text stands once: a text seeded in several places (a country, a trade) has one translation wherever it appears.
 * The seed looks each translatable text of a seeded document, row, form or job up here (translations.ts); the
 * seed tests fail when a seeded text has no entry.
 */
export type SideBySide = Record<string, { bn: string; ar: string }>;

/** A name written the same in every language (a company's own name). */
const keep = (name: string) => ({ bn: name, ar: name });

// ───────────── settings: the navigation bar and the footer ─────────────

const SETTINGS: SideBySide = {
  "Crestline Builders & Manpower": { bn: "ক্রেস্টলাইন বিল্ডার্স অ্যান্ড ম্যানপাওয়ার", ar: "كريستلاين للمقاولات والقوى العاملة" },
  "Crestline Builders & Manpower Ltd. designs and builds homes, offices and industrial facilities across Bangladesh, and supplies trained, fully documented Bangladeshi tradespeople to contractors in Saudi Arabia. Licensed recruiting agency RL-1187.":
    {
      bn: "ক্রেস্টলাইন বিল্ডার্স অ্যান্ড ম্যানপাওয়ার লিমিটেড সারা বাংলাদেশে বাড়ি, অফিস ও শিল্পকারখানা নকশা করে নির্মাণ করে, আর সৌদি আরবের ঠিকাদারদের কাছে প্রশিক্ষিত ও সব কাগজপত্রসহ বাংলাদেশি দক্ষ কর্মী পাঠায়। সরকার-অনুমোদিত রিক্রুটিং এজেন্সি, লাইসেন্স নং RL-1187।",
      ar: "تصمّم شركة كريستلاين للمقاولات والقوى العاملة المحدودة وتنفّذ المساكن والمكاتب والمنشآت الصناعية في أنحاء بنغلاديش، وتوفّر للمقاولين في المملكة العربية السعودية عمالة بنغلاديشية ماهرة ومدرّبة مكتملة الوثائق. مكتب استقدام مرخّص برقم RL-1187.",
    },
  Bangladesh: { bn: "বাংলাদেশ", ar: "بنغلاديش" },
  "Crestline Tower, Level 9, House 42, Road 11, Banani C/A, Dhaka 1213": {
    bn: "ক্রেস্টলাইন টাওয়ার, লেভেল ৯, বাড়ি ৪২, রোড ১১, বনানী বা/এ, ঢাকা ১২১৩",
    ar: "برج كريستلاين، الطابق 9، مبنى 42، شارع 11، بناني، دكا 1213",
  },
  "Saudi Arabia": { bn: "সৌদি আরব", ar: "المملكة العربية السعودية" },
  "Office 804, Al Mousa Business Centre, Olaya Street, Al Olaya, Riyadh 12213": {
    bn: "অফিস ৮০৪, আল মুসা বিজনেস সেন্টার, ওলায়া স্ট্রিট, আল ওলায়া, রিয়াদ ১২২১৩",
    ar: "مكتب 804، مركز الموسى للأعمال، شارع العليا، حي العليا، الرياض 12213",
  },
  "© {year} Crestline Builders & Manpower Ltd. All rights reserved.": {
    bn: "© {year} ক্রেস্টলাইন বিল্ডার্স অ্যান্ড ম্যানপাওয়ার লিমিটেড। সর্বস্বত্ব সংরক্ষিত।",
    ar: "© {year} كريستلاين للمقاولات والقوى العاملة المحدودة. جميع الحقوق محفوظة.",
  },
};

// ───────────── pages: home, about, training, gallery, contact ─────────────

const HOME: SideBySide = {
  "Crestline Builders & Manpower — Construction in Bangladesh, Skilled Workers for Saudi Arabia": {
    bn: "ক্রেস্টলাইন বিল্ডার্স অ্যান্ড ম্যানপাওয়ার — বাংলাদেশে নির্মাণ, সৌদি আরবে দক্ষ কর্মী",
    ar: "كريستلاين للمقاولات والقوى العاملة — البناء في بنغلاديش وعمالة ماهرة للسعودية",
  },
  "Design-and-build construction across Bangladesh and trained, verified Bangladeshi tradespeople for contractors in Saudi Arabia. Request a quote or apply for jobs abroad.":
    {
      bn: "সারা বাংলাদেশে নকশা থেকে নির্মাণ, আর সৌদি আরবের ঠিকাদারদের জন্য প্রশিক্ষিত ও যাচাই করা বাংলাদেশি কর্মী। কোটেশন চান বা বিদেশে চাকরির জন্য আবেদন করুন।",
      ar: "تصميم وتنفيذ مشاريع البناء في أنحاء بنغلاديش، وعمالة بنغلاديشية مدرّبة وموثّقة لمقاولي المملكة العربية السعودية. اطلب عرض سعر أو قدّم على وظائف في الخارج.",
    },
  "Construction · Manpower · Since 2009": { bn: "নির্মাণ · জনশক্তি · ২০০৯ সাল থেকে", ar: "مقاولات · قوى عاملة · منذ 2009" },
  "We build in Bangladesh and staff the projects shaping Saudi Arabia": {
    bn: "আমরা বাংলাদেশে গড়ি, আর সৌদি আরবের বড় প্রকল্পে দক্ষ কর্মী জোগাই",
    ar: "نبني في بنغلاديش ونزوّد مشاريع المملكة بالكفاءات التي تصنع مستقبلها",
  },
  "From family homes in Purbachal to towers in Riyadh, Crestline delivers quality construction and skilled, fully documented workers — on schedule and without hidden costs.":
    {
      bn: "পূর্বাচলের পারিবারিক বাড়ি থেকে রিয়াদের উঁচু ভবন — ক্রেস্টলাইন মানসম্মত নির্মাণ আর সব কাগজপত্রসহ দক্ষ কর্মী দেয় সময়মতো, কোনো গোপন খরচ ছাড়া।",
      ar: "من المنازل العائلية في بورباتشال إلى الأبراج في الرياض، تقدّم كريستلاين بناءً عالي الجودة وعمالة ماهرة مكتملة الوثائق، في الموعد المحدد ودون تكاليف خفية.",
    },
  "Get a Quote": { bn: "কোটেশন নিন", ar: "اطلب عرض سعر" },
  "View Our Projects": { bn: "আমাদের প্রকল্পগুলো দেখুন", ar: "شاهد مشاريعنا" },
  "Years in construction": { bn: "বছরের নির্মাণ অভিজ্ঞতা", ar: "عامًا في قطاع البناء" },
  "Projects delivered": { bn: "সম্পন্ন প্রকল্প", ar: "مشروعًا منجزًا" },
  "Workers placed in Saudi Arabia": { bn: "কর্মী সৌদি আরবে কর্মরত", ar: "عامل التحقوا بأعمالهم في السعودية" },
  "Projects handed over on time": { bn: "প্রকল্প সময়মতো হস্তান্তর", ar: "من المشاريع سُلّمت في موعدها" },
  "What we do": { bn: "আমরা যা করি", ar: "ما نقدّمه" },
  "One partner from foundation to workforce": {
    bn: "ভিত থেকে কর্মী পর্যন্ত — এক প্রতিষ্ঠানেই সব",
    ar: "شريك واحد من الأساسات حتى القوى العاملة",
  },
  "Our engineers, site managers and recruiters work as one team, so the people we train are the people we trust on our own sites.":
    {
      bn: "আমাদের প্রকৌশলী, সাইট ম্যানেজার আর রিক্রুটাররা এক দল হয়ে কাজ করেন — যাঁদের আমরা প্রশিক্ষণ দিই, তাঁদের ওপরই নিজেদের সাইটে ভরসা করি।",
      ar: "يعمل مهندسونا ومديرو مواقعنا وفريق الاستقدام فريقًا واحدًا، فمن ندرّبهم هم أنفسهم من نعتمد عليهم في مواقعنا.",
    },
  "General Construction": { bn: "সাধারণ নির্মাণ", ar: "المقاولات العامة" },
  "Residential, commercial and industrial buildings delivered design-and-build or to your drawings, with a single accountable project manager.":
    {
      bn: "আবাসিক, বাণিজ্যিক ও শিল্প ভবন — নকশাসহ বা আপনার নকশা অনুযায়ী, একজন দায়িত্বশীল প্রজেক্ট ম্যানেজারের তত্ত্বাবধানে।",
      ar: "مبانٍ سكنية وتجارية وصناعية بنظام التصميم والتنفيذ أو وفق مخططاتكم، بإشراف مدير مشروع واحد مسؤول أمامكم.",
    },
  "Our services": { bn: "আমাদের সেবা", ar: "خدماتنا" },
  "Renovation & Fit-Out": { bn: "সংস্কার ও ইন্টেরিয়র", ar: "الترميم والتشطيبات الداخلية" },
  "Hotel, clinic and office refurbishments completed in occupied buildings with phased work plans and dust-controlled zones.": {
    bn: "হোটেল, ক্লিনিক ও অফিসের সংস্কার — ভবন চালু রেখেই, ধাপে ধাপে কাজের পরিকল্পনা আর ধুলোমুক্ত এলাকায়।",
    ar: "تجديد الفنادق والعيادات والمكاتب وهي قيد التشغيل، بخطط عمل مرحلية ومناطق معزولة عن الغبار.",
  },
  "See renovations": { bn: "সংস্কারের কাজ দেখুন", ar: "شاهد أعمال الترميم" },
  "Overseas Manpower": { bn: "বিদেশে জনশক্তি", ar: "القوى العاملة للخارج" },
  "Masons, electricians, steel fixers, welders and drivers supplied to Saudi contractors with visas, medicals and trade tests handled.":
    {
      bn: "রাজমিস্ত্রি, ইলেকট্রিশিয়ান, রড মিস্ত্রি, ওয়েল্ডার ও চালক — সৌদি ঠিকাদারদের কাছে পাঠাই; ভিসা, মেডিকেল আর ট্রেড টেস্টের ব্যবস্থা আমাদের।",
      ar: "نوفّر للمقاولين السعوديين البنّائين والكهربائيين وحدّادي التسليح واللحّامين والسائقين، ونتولّى التأشيرات والفحوص الطبية واختبارات المهنة.",
    },
  "Manpower projects": { bn: "জনশক্তি প্রকল্প", ar: "مشاريع القوى العاملة" },
  "Training & Certification": { bn: "প্রশিক্ষণ ও সনদ", ar: "التدريب والشهادات" },
  "Free trade and safety courses at our Gazipur skills centre, with certificates recognised by our Saudi clients.": {
    bn: "গাজীপুরে আমাদের দক্ষতা কেন্দ্রে বিনা খরচে ট্রেড ও নিরাপত্তা কোর্স, যার সনদ আমাদের সৌদি ক্লায়েন্টরা স্বীকার করেন।",
    ar: "دورات مهنية ودورات سلامة مجانية في مركز المهارات التابع لنا في غازيبور، بشهادات يعتمدها عملاؤنا في السعودية.",
  },
  "Training programmes": { bn: "প্রশিক্ষণ কর্মসূচি", ar: "برامج التدريب" },
  "Why Crestline": { bn: "কেন ক্রেস্টলাইন", ar: "لماذا كريستلاين" },
  "Engineering discipline on every site, fairness for every worker": {
    bn: "প্রতিটি সাইটে প্রকৌশলের শৃঙ্খলা, প্রত্যেক কর্মীর প্রতি ন্যায্যতা",
    ar: "انضباط هندسي في كل موقع، وإنصاف لكل عامل",
  },
  "Every Crestline project runs on a written programme, a weekly progress report and a named engineer you can call. Materials are tested before they are used, and our safety officers stop work when conditions are not right.\n\nOn the manpower side we work only with verified employers, publish every cost up front and stay in touch with each worker for the whole contract.":
    {
      bn: "ক্রেস্টলাইনের প্রতিটি প্রকল্প চলে লিখিত কর্মসূচি, সাপ্তাহিক অগ্রগতি প্রতিবেদন আর একজন নির্দিষ্ট প্রকৌশলীর তত্ত্বাবধানে, যাঁকে আপনি যেকোনো সময় ফোন করতে পারেন। ব্যবহারের আগে প্রতিটি উপকরণ পরীক্ষা করা হয়, আর পরিস্থিতি নিরাপদ না হলে আমাদের সেফটি অফিসাররা কাজ বন্ধ করে দেন।\n\nজনশক্তির ক্ষেত্রে আমরা শুধু যাচাই করা নিয়োগকর্তার সঙ্গে কাজ করি, সব খরচ আগেই জানিয়ে দিই, আর চুক্তির পুরো সময় প্রত্যেক কর্মীর খোঁজ রাখি।",
      ar: "يسير كل مشروع من مشاريع كريستلاين وفق جدول زمني مكتوب وتقرير أسبوعي عن سير العمل، وبإشراف مهندس معروف بالاسم يمكنكم الاتصال به. نختبر المواد قبل استخدامها، ويوقف مسؤولو السلامة لدينا العمل متى كانت الظروف غير آمنة.\n\nوفي مجال القوى العاملة لا نتعامل إلا مع أصحاب عمل موثوقين، ونعلن كل التكاليف مسبقًا، ونبقى على تواصل مع كل عامل طوال مدة عقده.",
    },
  "Crestline crew on site at sunrise": { bn: "ভোরে সাইটে ক্রেস্টলাইনের কর্মীদল", ar: "فريق كريستلاين في الموقع عند شروق الشمس" },
  "ISO 9001:2015 certified quality management": {
    bn: "ISO 9001:2015 সনদপ্রাপ্ত মান ব্যবস্থাপনা",
    ar: "نظام إدارة جودة معتمد وفق ISO 9001:2015",
  },
  "RAJUK-enlisted contractor, class A": {
    bn: "রাজউক-তালিকাভুক্ত ‘ক’ শ্রেণির ঠিকাদার",
    ar: "مقاول مسجّل لدى هيئة راجوك من الفئة (أ)",
  },
  "Government-licensed recruiting agency RL-1187": {
    bn: "সরকার-অনুমোদিত রিক্রুটিং এজেন্সি, লাইসেন্স নং RL-1187",
    ar: "مكتب استقدام مرخّص حكوميًا برقم RL-1187",
  },
  "Zero lost-time incidents in 2024": {
    bn: "২০২৪ সালে কাজ বন্ধ হওয়ার মতো একটিও দুর্ঘটনা নেই",
    ar: "صفر إصابات معطِّلة للعمل في عام 2024",
  },
  "About the company": { bn: "প্রতিষ্ঠান সম্পর্কে", ar: "تعرّف على الشركة" },
  "For workers and agents": { bn: "কর্মী ও এজেন্টদের জন্য", ar: "للعمال والوكلاء" },
  "Work abroad with people who have done it right for years": {
    bn: "বিদেশে কাজ করুন তাদের সঙ্গে, যারা বছরের পর বছর সঠিকভাবে কাজটি করে আসছে",
    ar: "اعمل في الخارج مع من يُتقنون هذا العمل منذ سنوات",
  },
  "Verified Employers": { bn: "যাচাই করা নিয়োগকর্তা", ar: "أصحاب عمل موثوقون" },
  "Every Saudi employer is visited and checked before we accept a single demand letter.": {
    bn: "একটি চাহিদাপত্রও নেওয়ার আগে আমরা প্রত্যেক সৌদি নিয়োগকর্তাকে সরেজমিনে দেখে যাচাই করি।",
    ar: "نزور كل صاحب عمل سعودي ونتحقق منه قبل أن نقبل منه أي طلب استقدام.",
  },
  "No Hidden Fees": { bn: "কোনো গোপন ফি নেই", ar: "لا رسوم خفية" },
  "The registration fee is the only fee you pay us, and it is shown before you apply.": {
    bn: "আমাদের শুধু নিবন্ধন ফি দিতে হয়, আর আবেদনের আগেই তা জানিয়ে দেওয়া হয়।",
    ar: "رسوم التسجيل هي الرسوم الوحيدة التي تدفعها لنا، وتُعلن لك قبل أن تتقدّم بطلبك.",
  },
  "Visa Assistance": { bn: "ভিসায় সহায়তা", ar: "المساعدة في التأشيرة" },
  "We prepare your visa, medical, police clearance and BMET registration with you, step by step.": {
    bn: "ভিসা, মেডিকেল, পুলিশ ক্লিয়ারেন্স আর বিএমইটি নিবন্ধন — ধাপে ধাপে আপনার সঙ্গে থেকে আমরা তৈরি করি।",
    ar: "نجهّز معك التأشيرة والفحص الطبي وشهادة حسن السيرة والتسجيل لدى مكتب BMET، خطوة بخطوة.",
  },
  "Weekly Payment Settlements": { bn: "সাপ্তাহিক কমিশন পরিশোধ", ar: "تسويات أسبوعية للمستحقات" },
  "Agents receive their commissions in weekly settlements, with a statement for every placement.": {
    bn: "এজেন্টরা প্রতি সপ্তাহে কমিশন পান, প্রতিটি নিয়োগের আলাদা হিসাবসহ।",
    ar: "يتسلّم الوكلاء عمولاتهم في تسويات أسبوعية، مع كشف حساب لكل عامل يُلحَق بعمله.",
  },
  "Priority Access to High-Demand Jobs": { bn: "চাহিদাসম্পন্ন চাকরিতে অগ্রাধিকার", ar: "أولوية في الوظائف الأكثر طلبًا" },
  "Registered, trade-tested workers hear about new openings first.": {
    bn: "নিবন্ধিত ও ট্রেড টেস্টে উত্তীর্ণ কর্মীরা নতুন চাকরির খবর সবার আগে পান।",
    ar: "العمال المسجّلون الناجحون في اختبار المهنة أول من يعلم بالفرص الجديدة.",
  },
  "Free Training and Certification": { bn: "বিনা খরচে প্রশিক্ষণ ও সনদ", ar: "تدريب وشهادات مجانًا" },
  "Sharpen your trade and earn a safety certificate at no cost before you fly.": {
    bn: "বিদেশে যাওয়ার আগে বিনা খরচে নিজের কাজে আরও দক্ষ হোন, নিরাপত্তা সনদ নিন।",
    ar: "طوّر مهارتك في مهنتك واحصل على شهادة سلامة دون أي تكلفة قبل سفرك.",
  },
  "Frequently asked questions": { bn: "সাধারণ জিজ্ঞাসা", ar: "الأسئلة الشائعة" },
  "Do you take on projects outside Dhaka?": { bn: "ঢাকার বাইরে কি আপনারা কাজ নেন?", ar: "هل تنفّذون مشاريع خارج دكا؟" },
  "Yes. We build across Bangladesh and have completed projects in Chattogram, Sylhet, Gazipur, Narayanganj and Cumilla. Site logistics are included in every quotation.":
    {
      bn: "হ্যাঁ। আমরা সারা বাংলাদেশে নির্মাণ করি; চট্টগ্রাম, সিলেট, গাজীপুর, নারায়ণগঞ্জ ও কুমিল্লায় প্রকল্প শেষ করেছি। সাইটের যাতায়াত ও পরিবহন খরচ প্রতিটি কোটেশনে ধরা থাকে।",
      ar: "نعم. نبني في أنحاء بنغلاديش، وأنجزنا مشاريع في شيتاغونغ وسيلهت وغازيبور ونارايانغانج وكوميلا. وتكاليف النقل والتجهيز للموقع مشمولة في كل عرض سعر.",
    },
  "How long does a manpower placement take?": {
    bn: "বিদেশে কাজে পাঠাতে কত সময় লাগে?",
    ar: "كم يستغرق إلحاق العامل بعمله في الخارج؟",
  },
  "For most trades it takes six to ten weeks from trade test to flight, depending on the employer's visa processing and your medical result.":
    {
      bn: "বেশির ভাগ কাজের ক্ষেত্রে ট্রেড টেস্ট থেকে ফ্লাইট পর্যন্ত ছয় থেকে দশ সপ্তাহ লাগে — নিয়োগকর্তার ভিসা প্রক্রিয়া আর আপনার মেডিকেল ফলের ওপর নির্ভর করে।",
      ar: "في أغلب المهن تستغرق العملية من ستة إلى عشرة أسابيع من اختبار المهنة حتى السفر، بحسب إجراءات التأشيرة لدى صاحب العمل ونتيجة فحصك الطبي.",
    },
  "Is the worker registration fee refundable?": {
    bn: "কর্মী নিবন্ধন ফি কি ফেরতযোগ্য?",
    ar: "هل رسوم تسجيل العامل قابلة للاسترداد؟",
  },
  "The one-time registration fee covers your file, trade test and training seat. If we cannot offer you a suitable job within twelve months, we refund it in full.":
    {
      bn: "এককালীন নিবন্ধন ফিতে আপনার ফাইল, ট্রেড টেস্ট আর প্রশিক্ষণের আসন অন্তর্ভুক্ত। বারো মাসের মধ্যে উপযুক্ত চাকরি দিতে না পারলে পুরো টাকা ফেরত দিই।",
      ar: "تغطي رسوم التسجيل التي تُدفع مرة واحدة ملفك واختبار المهنة ومقعدك في التدريب. وإن لم نتمكن من توفير وظيفة مناسبة لك خلال اثني عشر شهرًا نردّها إليك كاملة.",
    },
  "Planning a project or need skilled workers?": {
    bn: "প্রকল্পের পরিকল্পনা করছেন, নাকি দক্ষ কর্মী দরকার?",
    ar: "تخطط لمشروع أو تحتاج إلى عمالة ماهرة؟",
  },
  "Tell us what you are building. A project engineer replies within one working day.": {
    bn: "কী নির্মাণ করছেন, আমাদের জানান। একজন প্রজেক্ট ইঞ্জিনিয়ার এক কর্মদিবসের মধ্যে উত্তর দেবেন।",
    ar: "أخبرنا بما تبنيه، وسيردّ عليك أحد مهندسي المشاريع خلال يوم عمل واحد.",
  },
  "Request a Quote": { bn: "কোটেশন চান", ar: "اطلب عرض سعر" },
  "Browse Jobs Abroad": { bn: "বিদেশে চাকরি খুঁজুন", ar: "تصفّح وظائف الخارج" },
};

const ABOUT: SideBySide = {
  "About Crestline Builders & Manpower": {
    bn: "ক্রেস্টলাইন বিল্ডার্স অ্যান্ড ম্যানপাওয়ার সম্পর্কে",
    ar: "عن كريستلاين للمقاولات والقوى العاملة",
  },
  "Founded in Dhaka in 2009, Crestline builds across Bangladesh and supplies skilled Bangladeshi tradespeople to contractors in Saudi Arabia.":
    {
      bn: "২০০৯ সালে ঢাকায় প্রতিষ্ঠিত ক্রেস্টলাইন সারা বাংলাদেশে নির্মাণকাজ করে এবং সৌদি আরবের ঠিকাদারদের কাছে দক্ষ বাংলাদেশি কর্মী পাঠায়।",
      ar: "تأسست كريستلاين في دكا عام 2009، وتنفّذ مشاريع البناء في أنحاء بنغلاديش وتوفّر العمالة البنغلاديشية الماهرة للمقاولين في المملكة العربية السعودية.",
    },
  "About us": { bn: "আমাদের কথা", ar: "من نحن" },
  "Builders first, recruiters because of it": {
    bn: "আমরা আগে নির্মাতা, সেই সূত্রেই রিক্রুটার",
    ar: "بنّاؤون أولًا، ومن هنا جاء الاستقدام",
  },
  "We started as a family construction firm in Dhaka. Our Saudi clients asked for the crews they saw on our sites — and our manpower division was born.":
    {
      bn: "ঢাকায় একটি পারিবারিক নির্মাণ প্রতিষ্ঠান হিসেবে আমাদের যাত্রা শুরু। আমাদের সাইটে যে কর্মীদের দেখেছিলেন, সৌদি ক্লায়েন্টরা তাঁদেরই চাইলেন — আর সেখান থেকেই জন্ম নিল আমাদের জনশক্তি বিভাগ।",
      ar: "بدأنا شركة مقاولات عائلية في دكا. ثم طلب عملاؤنا السعوديون الفرق التي رأوها في مواقعنا، فوُلد قسم القوى العاملة لدينا.",
    },
  "Our story": { bn: "আমাদের গল্প", ar: "قصتنا" },
  "From a six-storey walk-up to a two-country company": {
    bn: "একটি ছয়তলা বাড়ি থেকে দুই দেশের প্রতিষ্ঠান",
    ar: "من مبنى من ستة طوابق إلى شركة في بلدين",
  },
  "Crestline was founded in 2009 by civil engineer Rafiqul Hasan with one site in Mirpur and a crew of eighteen. Word spread through the quality of the finishing and the fact that handovers happened on the promised date.\n\nIn 2014 a Riyadh contractor visiting one of our sites asked whether our masons would work in Saudi Arabia. Today our Riyadh office coordinates more than two thousand Crestline-placed workers at any one time, and our Gazipur skills centre trains the next intake every month.":
    {
      bn: "২০০৯ সালে সিভিল ইঞ্জিনিয়ার রফিকুল হাসান মিরপুরে একটি সাইট আর আঠারো জনের একটি দল নিয়ে ক্রেস্টলাইন শুরু করেন। ফিনিশিংয়ের মান আর কথামতো দিনে হস্তান্তর — এই দুইয়ের জোরেই আমাদের নাম ছড়িয়ে পড়ে।\n\n২০১৪ সালে রিয়াদের এক ঠিকাদার আমাদের একটি সাইট দেখতে এসে জানতে চান, আমাদের রাজমিস্ত্রিরা সৌদি আরবে কাজ করবেন কি না। আজ আমাদের রিয়াদ অফিস যেকোনো সময়ে ক্রেস্টলাইনের মাধ্যমে যাওয়া দুই হাজারেরও বেশি কর্মীর দেখভাল করে, আর গাজীপুরের দক্ষতা কেন্দ্রে প্রতি মাসে নতুন ব্যাচের প্রশিক্ষণ চলে।",
      ar: "أسّس المهندس المدني رفيق الحسن كريستلاين عام 2009 بموقع واحد في ميربور وفريق من ثمانية عشر عاملًا. وانتشر اسمنا بفضل جودة التشطيب والالتزام بتسليم المشاريع في الموعد الموعود.\n\nفي عام 2014 زار أحد مقاولي الرياض موقعًا من مواقعنا، وسأل إن كان بنّاؤونا مستعدين للعمل في المملكة. واليوم ينسّق مكتبنا في الرياض شؤون أكثر من ألفي عامل التحقوا بأعمالهم عن طريق كريستلاين في أي وقت، ويدرّب مركز المهارات في غازيبور دفعة جديدة كل شهر.",
    },
  "Morning briefing on a Crestline site": {
    bn: "ক্রেস্টলাইনের সাইটে সকালের ব্রিফিং",
    ar: "اجتماع الصباح في أحد مواقع كريستلاين",
  },
  "Crestline in numbers": { bn: "সংখ্যায় ক্রেস্টলাইন", ar: "كريستلاين بالأرقام" },
  "Founded in Dhaka": { bn: "ঢাকায় প্রতিষ্ঠা", ar: "سنة التأسيس في دكا" },
  "Engineers and staff": { bn: "প্রকৌশলী ও কর্মকর্তা-কর্মচারী", ar: "مهندسًا وموظفًا" },
  "Workers placed abroad": { bn: "কর্মী বিদেশে কর্মরত", ar: "عامل التحقوا بأعمالهم في الخارج" },
  "Offices: Dhaka and Riyadh": { bn: "অফিস: ঢাকা ও রিয়াদ", ar: "مكتبان: دكا والرياض" },
  "What we stand for": { bn: "আমরা যা মেনে চলি", ar: "ما نؤمن به" },
  "Our values": { bn: "আমাদের মূল্যবোধ", ar: "قيمنا" },
  "Safety before speed": { bn: "গতির আগে নিরাপত্তা", ar: "السلامة قبل السرعة" },
  "Any person on a Crestline site may stop work they believe is unsafe, without having to justify it first.": {
    bn: "ক্রেস্টলাইনের সাইটে যে কেউ কাজ অনিরাপদ মনে করলে তা থামিয়ে দিতে পারেন — আগে কোনো কৈফিয়ত দিতে হয় না।",
    ar: "يحق لأي شخص في مواقع كريستلاين أن يوقف عملًا يراه غير آمن، دون أن يُطلب منه تبرير ذلك أولًا.",
  },
  "Honest numbers": { bn: "সৎ হিসাব", ar: "أرقام صادقة" },
  "Quotations are itemised, variations are agreed in writing and worker fees are published. No surprises.": {
    bn: "কোটেশনে প্রতিটি খরচ আলাদা করে লেখা থাকে, কাজের যেকোনো পরিবর্তন লিখিতভাবে ঠিক হয়, আর কর্মীদের ফি প্রকাশ্যে জানানো হয়। কোনো চমক নেই।",
    ar: "عروض أسعار مفصّلة بندًا بندًا، وأي تعديل يُتفق عليه كتابةً، ورسوم العمال معلنة. لا مفاجآت.",
  },
  "Craft that lasts": { bn: "টেকসই কারিগরি", ar: "إتقان يدوم" },
  "We inspect every slab, joint and finish against the drawings, then sign off before the client does.": {
    bn: "প্রতিটি স্ল্যাব, জোড় আর ফিনিশিং নকশার সঙ্গে মিলিয়ে দেখি, ক্লায়েন্টের আগে নিজেরাই অনুমোদন দিই।",
    ar: "نفحص كل بلاطة وكل وصلة وكل تشطيب مقارنةً بالمخططات، ونعتمدها بأنفسنا قبل أن يعتمدها العميل.",
  },
  "People who come home": { bn: "মানুষ যেন নিরাপদে ঘরে ফেরে", ar: "ليعود كل عامل إلى أهله" },
  "We stay in touch with every worker we place and step in when an employer does not keep its word.": {
    bn: "যে কর্মীকেই বিদেশে পাঠাই, তাঁর সঙ্গে যোগাযোগ রাখি; নিয়োগকর্তা কথা না রাখলে আমরা পাশে দাঁড়াই।",
    ar: "نبقى على تواصل مع كل عامل نلحقه بعمل، ونتدخّل حين لا يفي صاحب العمل بوعده.",
  },
  Leadership: { bn: "নেতৃত্ব", ar: "القيادة" },
  "The people accountable for every project and every placement.": {
    bn: "প্রতিটি প্রকল্প আর প্রতিটি নিয়োগের দায়িত্ব যাঁদের কাঁধে।",
    ar: "المسؤولون عن كل مشروع وعن كل عامل نلحقه بعمله.",
  },
  "Founder & Managing Director": { bn: "প্রতিষ্ঠাতা ও ব্যবস্থাপনা পরিচালক", ar: "المؤسس والعضو المنتدب" },
  "Civil engineer (BUET) with 28 years in high-rise and industrial construction.": {
    bn: "বুয়েট থেকে পাস করা সিভিল ইঞ্জিনিয়ার; উঁচু ভবন ও শিল্প নির্মাণে ২৮ বছরের অভিজ্ঞতা।",
    ar: "مهندس مدني من جامعة BUET، بخبرة 28 عامًا في الأبراج والمنشآت الصناعية.",
  },
  "Director, Manpower Division": { bn: "পরিচালক, জনশক্তি বিভাগ", ar: "مديرة قسم القوى العاملة" },
  "Leads recruitment, compliance and worker welfare across Bangladesh and Saudi Arabia.": {
    bn: "বাংলাদেশ ও সৌদি আরবে নিয়োগ, নিয়মকানুন মেনে চলা আর কর্মীদের কল্যাণের দায়িত্বে আছেন।",
    ar: "تقود الاستقدام والامتثال ورعاية العمال في بنغلاديش والمملكة العربية السعودية.",
  },
  "Head of Projects": { bn: "প্রকল্প প্রধান", ar: "رئيس المشاريع" },
  "Oversees planning, quality and safety on every construction site.": {
    bn: "প্রতিটি নির্মাণ সাইটের পরিকল্পনা, মান আর নিরাপত্তা দেখেন।",
    ar: "يشرف على التخطيط والجودة والسلامة في كل مواقع البناء.",
  },
  "Country Manager, Riyadh": { bn: "কান্ট্রি ম্যানেজার, রিয়াদ", ar: "المدير الإقليمي، الرياض" },
  "Manages client relationships and on-site support for Crestline workers in the Kingdom.": {
    bn: "সৌদি আরবে ক্লায়েন্টদের সঙ্গে সম্পর্ক আর সাইটে ক্রেস্টলাইন কর্মীদের সহায়তার দায়িত্বে আছেন।",
    ar: "يدير العلاقة مع العملاء ويتابع دعم عمال كريستلاين في مواقعهم داخل المملكة.",
  },
  "Head of Training": { bn: "প্রশিক্ষণ প্রধান", ar: "رئيسة التدريب" },
  "Runs the Gazipur skills centre and its trade-testing programme.": {
    bn: "গাজীপুরের দক্ষতা কেন্দ্র আর এর ট্রেড টেস্ট কর্মসূচি পরিচালনা করেন।",
    ar: "تدير مركز المهارات في غازيبور وبرنامج اختبارات المهنة فيه.",
  },
  "Let's build something that lasts": { bn: "চলুন, টেকসই কিছু গড়ি", ar: "لنبنِ معًا ما يدوم" },
  "Visit one of our sites or meet our engineers in Banani.": {
    bn: "আমাদের কোনো সাইট ঘুরে দেখুন, অথবা বনানীতে আমাদের প্রকৌশলীদের সঙ্গে দেখা করুন।",
    ar: "زُر أحد مواقعنا أو التقِ مهندسينا في مكتبنا ببناني.",
  },
  "Contact Us": { bn: "যোগাযোগ করুন", ar: "تواصل معنا" },
  "See Our Projects": { bn: "আমাদের প্রকল্পগুলো দেখুন", ar: "شاهد مشاريعنا" },
};

const TRAINING: SideBySide = {
  "Free trade and safety training at the Crestline skills centre in Gazipur for workers preparing to work in Saudi Arabia.": {
    bn: "সৌদি আরবে কাজের প্রস্তুতি নিচ্ছেন এমন কর্মীদের জন্য গাজীপুরে ক্রেস্টলাইন দক্ষতা কেন্দ্রে বিনা খরচে ট্রেড ও নিরাপত্তা প্রশিক্ষণ।",
    ar: "تدريب مهني وتدريب على السلامة مجانًا في مركز كريستلاين للمهارات في غازيبور، للعمال الذين يستعدون للعمل في المملكة العربية السعودية.",
  },
  "Skills centre, Gazipur": { bn: "দক্ষতা কেন্দ্র, গাজীপুর", ar: "مركز المهارات، غازيبور" },
  "Training that gets you hired — and keeps you safe": {
    bn: "যে প্রশিক্ষণে চাকরি মেলে — আর কাজে থাকেন নিরাপদ",
    ar: "تدريب يفتح لك باب العمل ويحفظ سلامتك",
  },
  "Four-week practical courses taught by site supervisors, free for every registered Crestline worker.": {
    bn: "সাইট সুপারভাইজারদের হাতে চার সপ্তাহের হাতে-কলমে কোর্স, ক্রেস্টলাইনে নিবন্ধিত প্রত্যেক কর্মীর জন্য বিনা খরচে।",
    ar: "دورات عملية مدتها أربعة أسابيع يقدّمها مشرفو المواقع، مجانًا لكل عامل مسجّل لدى كريستلاين.",
  },
  "Register as a Worker": { bn: "কর্মী হিসেবে নিবন্ধন করুন", ar: "سجّل عاملًا" },
  "The centre": { bn: "কেন্দ্রটি", ar: "المركز" },
  "A real site, indoors": { bn: "ছাদের নিচে আস্ত একটা সাইট", ar: "موقع عمل حقيقي تحت سقف واحد" },
  "Our 1,800 m² workshop in Konabari, Gazipur has bays for masonry, shuttering, rebar, electrical, plumbing and welding, so trainees practise on the same materials they will meet abroad.\n\nEvery course ends with a trade test witnessed by an employer's representative, and successful trainees receive a Crestline certificate together with an OSHA-aligned safety card.":
    {
      bn: "গাজীপুরের কোনাবাড়িতে আমাদের ১,৮০০ বর্গমিটারের ওয়ার্কশপে রাজমিস্ত্রি, শাটারিং, রড, ইলেকট্রিক্যাল, প্লাম্বিং আর ওয়েল্ডিংয়ের আলাদা জায়গা আছে — বিদেশে যে উপকরণ হাতে পাবেন, এখানেই তা দিয়ে অনুশীলন করেন।\n\nপ্রতিটি কোর্স শেষ হয় নিয়োগকর্তার প্রতিনিধির সামনে ট্রেড টেস্ট দিয়ে। উত্তীর্ণরা পান ক্রেস্টলাইনের সনদ আর OSHA মান অনুযায়ী নিরাপত্তা কার্ড।",
      ar: "تضم ورشتنا في كوناباري بغازيبور، على مساحة 1,800 م²، أقسامًا للبناء والطوبار والتسليح والكهرباء والسباكة واللحام، فيتدرّب المتدرّبون على المواد نفسها التي سيعملون بها في الخارج.\n\nتُختتم كل دورة باختبار مهني بحضور ممثل عن صاحب العمل، ويحصل الناجحون على شهادة من كريستلاين وبطاقة سلامة وفق معايير OSHA.",
    },
  "Electrical wiring class": { bn: "বৈদ্যুতিক ওয়্যারিংয়ের ক্লাস", ar: "درس في التمديدات الكهربائية" },
  "Classes in Bangla with Arabic site vocabulary": {
    bn: "বাংলায় ক্লাস, সঙ্গে সাইটে কাজে লাগে এমন আরবি শব্দ",
    ar: "دروس باللغة البنغالية مع مفردات الموقع بالعربية",
  },
  "Morning and evening batches": { bn: "সকাল ও সন্ধ্যার ব্যাচ", ar: "دفعات صباحية ومسائية" },
  "Hostel seats for trainees from outside Dhaka": {
    bn: "ঢাকার বাইরের প্রশিক্ষণার্থীদের জন্য হোস্টেলে থাকার ব্যবস্থা",
    ar: "سكن للمتدرّبين القادمين من خارج دكا",
  },
  Courses: { bn: "কোর্সসমূহ", ar: "الدورات" },
  "Trade programmes": { bn: "ট্রেড কোর্স", ar: "البرامج المهنية" },
  "New batches start on the first Saturday of every month.": {
    bn: "প্রতি মাসের প্রথম শনিবার নতুন ব্যাচ শুরু হয়।",
    ar: "تبدأ الدفعات الجديدة في أول سبت من كل شهر.",
  },
  "Masonry & Tiling": { bn: "রাজমিস্ত্রি ও টাইলসের কাজ", ar: "البناء والتبليط" },
  "Block work, plastering, floor and wall tiling to Saudi finishing standards.": {
    bn: "সৌদি ফিনিশিং মান অনুযায়ী ব্লকের গাঁথুনি, প্লাস্টার, মেঝে ও দেয়ালে টাইলস।",
    ar: "البناء بالبلوك واللياسة وتبليط الأرضيات والجدران وفق معايير التشطيب السعودية.",
  },
  "Shuttering Carpentry": { bn: "শাটারিং কাঠমিস্ত্রির কাজ", ar: "نجارة الطوبار" },
  "Formwork for columns, beams and slabs; reading formwork drawings.": {
    bn: "কলাম, বিম আর স্ল্যাবের শাটারিং; শাটারিংয়ের নকশা পড়া।",
    ar: "طوبار الأعمدة والجسور والبلاطات، وقراءة مخططات الطوبار.",
  },
  "Steel Fixing": { bn: "রডের কাজ", ar: "أعمال حدادة التسليح" },
  "Bar bending schedules, tying, cover blocks and inspection checklists.": {
    bn: "বার বেন্ডিং শিডিউল, রড বাঁধা, কভার ব্লক আর পরিদর্শনের চেকলিস্ট।",
    ar: "جداول ثني الحديد والتربيط وبسكويت الغطاء الخرساني وقوائم الفحص.",
  },
  "Electrical Installation": { bn: "বৈদ্যুতিক স্থাপনা", ar: "التمديدات الكهربائية" },
  "Conduit, wiring, distribution boards and testing to IEC practice.": {
    bn: "কন্ডুইট, ওয়্যারিং, ডিস্ট্রিবিউশন বোর্ড আর IEC নিয়মে পরীক্ষা।",
    ar: "المواسير والأسلاك ولوحات التوزيع والاختبار وفق ممارسات IEC.",
  },
  "Plumbing & Pipe Fitting": { bn: "প্লাম্বিং ও পাইপ ফিটিং", ar: "السباكة وتركيب الأنابيب" },
  "PPR and uPVC systems, pressure testing and sanitary fixtures.": {
    bn: "PPR ও uPVC পাইপলাইন, প্রেশার টেস্ট আর স্যানিটারি ফিটিংস।",
    ar: "أنظمة PPR وuPVC واختبار الضغط وتركيب الأدوات الصحية.",
  },
  "Site Safety (HSE)": { bn: "সাইটের নিরাপত্তা (HSE)", ar: "السلامة في الموقع (HSE)" },
  "Working at height, scaffolding, PPE and heat-stress prevention.": {
    bn: "উঁচুতে কাজ, স্ক্যাফোল্ডিং, সুরক্ষা সরঞ্জাম আর অতিরিক্ত গরমে অসুস্থ হওয়া থেকে বাঁচা।",
    ar: "العمل على المرتفعات والسقالات ومعدات الوقاية الشخصية والوقاية من الإجهاد الحراري.",
  },
  "Weeks per course": { bn: "সপ্তাহ—প্রতিটি কোর্সের মেয়াদ", ar: "أسابيع هي مدة كل دورة" },
  "Graduates since 2017": { bn: "২০১৭ সাল থেকে উত্তীর্ণ", ar: "خرّيجًا منذ 2017" },
  "Pass their trade test first time": { bn: "প্রথমবারেই ট্রেড টেস্টে উত্তীর্ণ", ar: "ينجحون في اختبار المهنة من المحاولة الأولى" },
  "Course fee for registered workers": { bn: "নিবন্ধিত কর্মীদের কোর্স ফি", ar: "رسوم الدورة للعمال المسجّلين" },
  "Training questions": { bn: "প্রশিক্ষণ নিয়ে প্রশ্ন", ar: "أسئلة عن التدريب" },
  "Who can join a course?": { bn: "কারা কোর্সে ভর্তি হতে পারেন?", ar: "من يمكنه الالتحاق بالدورة؟" },
  "Any worker registered with Crestline, aged 21 to 45, who can read basic Bangla. Previous experience helps but is not required for masonry or safety courses.":
    {
      bn: "ক্রেস্টলাইনে নিবন্ধিত ২১ থেকে ৪৫ বছর বয়সী যেকোনো কর্মী, যিনি সাধারণ বাংলা পড়তে পারেন। আগের অভিজ্ঞতা থাকলে ভালো, তবে রাজমিস্ত্রি বা নিরাপত্তা কোর্সের জন্য জরুরি নয়।",
      ar: "كل عامل مسجّل لدى كريستلاين يتراوح عمره بين 21 و45 عامًا ويجيد قراءة البنغالية الأساسية. الخبرة السابقة مفيدة، لكنها ليست شرطًا لدورات البناء أو السلامة.",
    },
  "Is accommodation provided?": { bn: "থাকার ব্যবস্থা আছে কি?", ar: "هل يتوفر سكن؟" },
  "Yes, a limited number of hostel seats are available for trainees travelling from outside Dhaka division, with meals included.":
    {
      bn: "হ্যাঁ, ঢাকা বিভাগের বাইরে থেকে আসা প্রশিক্ষণার্থীদের জন্য খাবারসহ সীমিত সংখ্যক হোস্টেল সিট আছে।",
      ar: "نعم، يتوفر عدد محدود من أسرّة السكن مع الوجبات للمتدرّبين القادمين من خارج قسم دكا الإداري.",
    },
  "Ready to start?": { bn: "শুরু করতে প্রস্তুত?", ar: "مستعد للبدء؟" },
  "Register once, train for free and be first in line for new jobs.": {
    bn: "একবার নিবন্ধন করুন, বিনা খরচে প্রশিক্ষণ নিন, আর নতুন চাকরির খবর পান সবার আগে।",
    ar: "سجّل مرة واحدة، وتدرّب مجانًا، وكن أول من يُرشَّح للوظائف الجديدة.",
  },
  "See Open Jobs": { bn: "খালি পদগুলো দেখুন", ar: "شاهد الوظائف المتاحة" },
};

const GALLERY_PAGE: SideBySide = {
  Gallery: { bn: "গ্যালারি", ar: "معرض الصور" },
  "Photos from Crestline construction sites, finished projects and our training centre.": {
    bn: "ক্রেস্টলাইনের নির্মাণ সাইট, শেষ হওয়া প্রকল্প আর আমাদের প্রশিক্ষণ কেন্দ্রের ছবি।",
    ar: "صور من مواقع البناء لدى كريستلاين ومن مشاريعنا المنجزة ومركز التدريب.",
  },
  "Life on our sites": { bn: "আমাদের সাইটের দিনরাত", ar: "الحياة في مواقعنا" },
  "Pours at dawn, handovers at dusk and everything in between.": {
    bn: "ভোরের ঢালাই থেকে সন্ধ্যার হস্তান্তর — আর মাঝের সবকিছু।",
    ar: "صبّات عند الفجر وتسليمات عند الغروب، وكل ما بينهما.",
  },
};

/** Phone numbers inside Arabic text are isolated left to right (U+2066 … U+2069), so their digit groups keep their order. */
const ltr = (text: string) => `\u2066${text}\u2069`;

const CONTACT: SideBySide = {
  "Contact Crestline": { bn: "ক্রেস্টলাইনের সঙ্গে যোগাযোগ", ar: "تواصل مع كريستلاين" },
  "Reach our Dhaka head office or our Riyadh office for quotations, recruitment and worker support.": {
    bn: "কোটেশন, কর্মী নিয়োগ বা কর্মীদের সহায়তার জন্য আমাদের ঢাকার প্রধান কার্যালয় অথবা রিয়াদ অফিসে যোগাযোগ করুন।",
    ar: "تواصل مع مكتبنا الرئيسي في دكا أو مكتبنا في الرياض لعروض الأسعار والاستقدام ودعم العمال.",
  },
  Contact: { bn: "যোগাযোগ", ar: "تواصل معنا" },
  "Talk to an engineer, not a call centre": {
    bn: "কল সেন্টার নয়, সরাসরি একজন প্রকৌশলীর সঙ্গে কথা বলুন",
    ar: "تحدّث مع مهندس، لا مع مركز اتصال",
  },
  "Send us a message and the right person — project, recruitment or worker support — will reply within one working day.": {
    bn: "আমাদের বার্তা পাঠান — প্রকল্প, কর্মী নিয়োগ বা কর্মী সহায়তা, যে বিষয়েই হোক, সংশ্লিষ্ট ব্যক্তি এক কর্মদিবসের মধ্যে উত্তর দেবেন।",
    ar: "أرسل لنا رسالة، وسيرد عليك الشخص المختص — للمشاريع أو الاستقدام أو دعم العمال — خلال يوم عمل واحد.",
  },
  "How to reach us": { bn: "যেভাবে যোগাযোগ করবেন", ar: "كيف تصل إلينا" },
  "Call the Dhaka office": { bn: "ঢাকা অফিসে ফোন করুন", ar: "اتصل بمكتب دكا" },
  "Saturday to Thursday, 9:00 – 18:00 (GMT+6). +880 2 5505 1842": {
    bn: "শনিবার থেকে বৃহস্পতিবার, সকাল ৯টা থেকে সন্ধ্যা ৬টা (GMT+6)। +880 2 5505 1842",
    ar: `من السبت إلى الخميس، من الساعة 9:00 إلى 18:00 (بتوقيت GMT+6). ${ltr("+880 2 5505 1842")}`,
  },
  "Call now": { bn: "এখনই ফোন করুন", ar: "اتصل الآن" },
  "Call the Riyadh office": { bn: "রিয়াদ অফিসে ফোন করুন", ar: "اتصل بمكتب الرياض" },
  "Sunday to Thursday, 8:00 – 17:00 (GMT+3). +966 11 460 2217": {
    bn: "রবিবার থেকে বৃহস্পতিবার, সকাল ৮টা থেকে বিকেল ৫টা (GMT+3)। +966 11 460 2217",
    ar: `من الأحد إلى الخميس، من الساعة 8:00 إلى 17:00 (بتوقيت GMT+3). ${ltr("+966 11 460 2217")}`,
  },
  Email: { bn: "ইমেইল", ar: "البريد الإلكتروني" },
  "Quotations:\nprojects@crestlinebuilders.com.bd\nRecruitment:\ncareers@crestlinebuilders.com.bd": {
    bn: "কোটেশনের জন্য:\nprojects@crestlinebuilders.com.bd\nকর্মী নিয়োগের জন্য:\ncareers@crestlinebuilders.com.bd",
    ar: "عروض الأسعار:\nprojects@crestlinebuilders.com.bd\nالاستقدام:\ncareers@crestlinebuilders.com.bd",
  },
  "Write to us": { bn: "আমাদের লিখুন", ar: "راسلنا" },
  "Before you write": { bn: "লেখার আগে জেনে নিন", ar: "قبل أن تراسلنا" },
  "What should I include in a quotation request?": { bn: "কোটেশন চাইতে কী কী তথ্য দেব?", ar: "ما الذي أذكره في طلب عرض السعر؟" },
  "The site location, the approximate floor area, your drawings if you have them and your preferred start date. Photos of the existing building help for renovations.":
    {
      bn: "নির্মাণস্থলের ঠিকানা, আনুমানিক ফ্লোর এরিয়া, নকশা থাকলে সেটি, আর কবে কাজ শুরু করতে চান। সংস্কারের কাজ হলে বর্তমান ভবনের ছবি দিলে সুবিধা হয়।",
      ar: "موقع المشروع، والمساحة التقريبية، والمخططات إن وُجدت، والموعد الذي تفضّله للبدء. وفي أعمال الترميم تفيدنا صور المبنى الحالي.",
    },
  "I am a worker abroad and need help. Who do I contact?": {
    bn: "আমি বিদেশে কর্মরত একজন কর্মী, সাহায্য দরকার। কার সঙ্গে যোগাযোগ করব?",
    ar: "أنا عامل في الخارج وأحتاج إلى مساعدة. بمن أتصل؟",
  },
  "Call the Riyadh office or message us with your passport number; our worker-support officer will call you back the same day.": {
    bn: "রিয়াদ অফিসে ফোন করুন অথবা আপনার পাসপোর্ট নম্বরসহ আমাদের বার্তা পাঠান; আমাদের কর্মী-সহায়তা কর্মকর্তা সেদিনই আপনাকে ফোন করবেন।",
    ar: "اتصل بمكتب الرياض أو راسلنا مع رقم جواز سفرك، وسيتصل بك مسؤول دعم العمال في اليوم نفسه.",
  },
};

// ───────────── services: cards and service lines ─────────────

const SERVICES: SideBySide = {
  "Residential Construction": { bn: "আবাসিক নির্মাণ", ar: "المباني السكنية" },
  "Family homes, duplexes and apartment buildings built to RAJUK-approved drawings with a fixed-price contract.": {
    bn: "রাজউক-অনুমোদিত নকশায় পারিবারিক বাড়ি, ডুপ্লেক্স আর অ্যাপার্টমেন্ট ভবন — নির্দিষ্ট দামের চুক্তিতে।",
    ar: "منازل عائلية وفلل دوبلكس ومبانٍ سكنية وفق مخططات معتمدة من هيئة راجوك، بعقد بسعر ثابت.",
  },
  "Fixed-price contracts": { bn: "নির্দিষ্ট দামের চুক্তি", ar: "عقود بسعر ثابت" },
  "Soil test and structural design included": {
    bn: "মাটি পরীক্ষা ও স্ট্রাকচারাল ডিজাইন অন্তর্ভুক্ত",
    ar: "فحص التربة والتصميم الإنشائي ضمن العقد",
  },
  "Weekly photo progress reports": { bn: "প্রতি সপ্তাহে ছবিসহ অগ্রগতির প্রতিবেদন", ar: "تقارير أسبوعية مصوّرة عن سير العمل" },
  "One-year defects warranty": { bn: "ত্রুটির বিরুদ্ধে এক বছরের ওয়ারেন্টি", ar: "ضمان العيوب لمدة سنة" },
  "Commercial Buildings": { bn: "বাণিজ্যিক ভবন", ar: "المباني التجارية" },
  "Offices, showrooms and mixed-use towers engineered for long spans, heavy services and fast-track schedules.": {
    bn: "অফিস, শোরুম আর মিশ্র ব্যবহারের টাওয়ার — বড় খোলা জায়গা, ভারী ইউটিলিটি আর দ্রুত সময়সূচির কথা মাথায় রেখে নকশা করা।",
    ar: "مكاتب ومعارض وأبراج متعددة الاستخدامات، مصمّمة لبحور واسعة وخدمات كثيفة وجداول زمنية سريعة.",
  },
  "Design-and-build or build-only": { bn: "নকশাসহ নির্মাণ, অথবা শুধু নির্মাণ", ar: "تصميم وتنفيذ، أو تنفيذ فقط" },
  "Post-tensioned slabs for open floors": {
    bn: "খোলা ফ্লোরের জন্য পোস্ট-টেনশনড স্ল্যাব",
    ar: "بلاطات مشدودة لاحقًا لطوابق مفتوحة",
  },
  "Fire-code compliance by certified engineers": {
    bn: "সনদপ্রাপ্ত প্রকৌশলীর মাধ্যমে অগ্নিনিরাপত্তা বিধি মেনে চলা",
    ar: "الالتزام بكود الحريق بإشراف مهندسين معتمدين",
  },
  "Phased handover for early occupation": {
    bn: "ধাপে ধাপে হস্তান্তর, যাতে আগেভাগে ব্যবহার শুরু করা যায়",
    ar: "تسليم على مراحل للإشغال المبكر",
  },
  "Renovation & Refurbishment": { bn: "সংস্কার ও নবায়ন", ar: "الترميم والتجديد" },
  "Upgrades of hotels, clinics and offices while they stay open, with work sequenced around your operations.": {
    bn: "হোটেল, ক্লিনিক আর অফিস চালু রেখেই উন্নয়নকাজ — আপনার কাজকর্মের সঙ্গে মিলিয়ে কাজের ক্রম ঠিক করা হয়।",
    ar: "تطوير الفنادق والعيادات والمكاتب دون إغلاقها، بتسلسل عمل يراعي سير أعمالكم.",
  },
  "Night and weekend shifts": { bn: "রাতে ও ছুটির দিনে কাজ", ar: "ورديات ليلية وفي عطلة نهاية الأسبوع" },
  "Dust and noise control": { bn: "ধুলা ও শব্দ নিয়ন্ত্রণ", ar: "التحكم في الغبار والضوضاء" },
  "Structural strengthening": { bn: "কাঠামো মজবুতকরণ", ar: "تدعيم إنشائي" },
  "Building-services upgrades": { bn: "ভবনের ইউটিলিটি ব্যবস্থার উন্নয়ন", ar: "تحديث خدمات المبنى" },
  "Foundations & Piling": { bn: "ফাউন্ডেশন ও পাইলিং", ar: "الأساسات والخوازيق" },
  "Cast-in-situ bored piles, raft foundations and basements for difficult Dhaka soils.": {
    bn: "ঢাকার কঠিন মাটির জন্য কাস্ট-ইন-সিটু বোরড পাইল, র‍্যাফট ফাউন্ডেশন আর বেজমেন্ট।",
    ar: "خوازيق محفورة مصبوبة في الموقع وأساسات لبشة وأقبية، لتربة دكا الصعبة.",
  },
  "Bored piles up to 1,000 mm": { bn: "১,০০০ মিমি পর্যন্ত বোরড পাইল", ar: "خوازيق محفورة بقطر حتى 1,000 مم" },
  "Pile integrity testing": { bn: "পাইলের ইন্টেগ্রিটি টেস্ট", ar: "اختبار سلامة الخوازيق" },
  "Basement dewatering": { bn: "বেজমেন্টের পানি নিষ্কাশন", ar: "نزح المياه من الأقبية" },
  "Retaining walls and shoring": { bn: "রিটেইনিং ওয়াল ও শোরিং", ar: "جدران استنادية وأعمال سند جوانب الحفر" },
  "Interior Remodeling": { bn: "ইন্টেরিয়র নতুন করে সাজানো", ar: "إعادة تصميم الديكور الداخلي" },
  "Kitchens, bathrooms and complete interiors redesigned and rebuilt by one coordinated team.": {
    bn: "রান্নাঘর, বাথরুম বা পুরো ইন্টেরিয়র — নতুন নকশা থেকে নির্মাণ পর্যন্ত এক দলের হাতে।",
    ar: "مطابخ وحمّامات وتصاميم داخلية كاملة، يعيد تصميمها وتنفيذها فريق واحد منسّق.",
  },
  "3D design proposals": { bn: "থ্রিডি ডিজাইন প্রস্তাব", ar: "مقترحات تصميم ثلاثية الأبعاد" },
  "Modular kitchens and wardrobes": { bn: "মডিউলার কিচেন ও ওয়ার্ডরোব", ar: "مطابخ وخزائن ملابس جاهزة التركيب" },
  "Waterproofing guarantee": { bn: "ওয়াটারপ্রুফিংয়ের গ্যারান্টি", ar: "ضمان العزل المائي" },
  "Handover in as little as four weeks": { bn: "মাত্র চার সপ্তাহেই হস্তান্তর সম্ভব", ar: "تسليم خلال أربعة أسابيع فقط" },
  "Overseas Manpower Supply": { bn: "বিদেশে জনশক্তি সরবরাহ", ar: "توريد العمالة للخارج" },
  "Trade-tested Bangladeshi workers for contractors in Saudi Arabia, mobilised with visas, medicals and orientation complete.": {
    bn: "সৌদি আরবের ঠিকাদারদের জন্য ট্রেড টেস্টে উত্তীর্ণ বাংলাদেশি কর্মী — ভিসা, মেডিকেল আর ওরিয়েন্টেশন শেষ করে পাঠানো হয়।",
    ar: "عمال بنغلاديشيون اجتازوا اختبار المهنة للمقاولين في المملكة، يصلون وقد اكتملت تأشيراتهم وفحوصهم الطبية وتهيئتهم.",
  },
  "Trade tests witnessed by your engineer": {
    bn: "আপনার প্রকৌশলীর উপস্থিতিতে ট্রেড টেস্ট",
    ar: "اختبارات مهنية بحضور مهندسكم",
  },
  "Mobilisation in six to ten weeks": { bn: "ছয় থেকে দশ সপ্তাহে কর্মী পৌঁছানো", ar: "وصول العمال خلال ستة إلى عشرة أسابيع" },
  "On-site welfare officer": { bn: "সাইটে কর্মীকল্যাণ কর্মকর্তা", ar: "مسؤول رعاية العمال في الموقع" },
  "Replacement guarantee": { bn: "বদলি কর্মীর নিশ্চয়তা", ar: "ضمان الاستبدال" },
  Construction: { bn: "নির্মাণ", ar: "البناء" },
  "We take full responsibility for your building, from soil investigation and structural design to finishing and handover. Our site teams are Crestline employees, not day labour, and every floor is inspected by a second engineer before the next one starts.":
    {
      bn: "মাটি পরীক্ষা আর স্ট্রাকচারাল ডিজাইন থেকে ফিনিশিং ও হস্তান্তর পর্যন্ত আপনার ভবনের পুরো দায়িত্ব আমাদের। সাইটের কর্মীরা দিনমজুর নন, ক্রেস্টলাইনের নিজস্ব কর্মী; আর পরের তলার কাজ শুরুর আগে প্রতিটি তলা দ্বিতীয় একজন প্রকৌশলী পরিদর্শন করেন।",
      ar: "نتحمّل مسؤولية مبناكم كاملة، من فحص التربة والتصميم الإنشائي حتى التشطيب والتسليم. فرق مواقعنا موظفون لدى كريستلاين وليسوا عمالة يومية، ويفحص مهندس ثانٍ كل طابق قبل البدء في الطابق الذي يليه.",
    },
  "Residential, commercial and industrial buildings": {
    bn: "আবাসিক, বাণিজ্যিক ও শিল্প ভবন",
    ar: "مبانٍ سكنية وتجارية وصناعية",
  },
  "In-house structural and MEP design": {
    bn: "নিজস্ব স্ট্রাকচারাল ও এমইপি ডিজাইন",
    ar: "تصميم إنشائي وكهروميكانيكي داخل الشركة",
  },
  "Transparent bill of quantities": { bn: "স্বচ্ছ বিল অব কোয়ান্টিটিজ", ar: "جدول كميات واضح وشفاف" },
  "Handover documentation and as-built drawings": {
    bn: "হস্তান্তরের কাগজপত্র ও অ্যাজ-বিল্ট নকশা",
    ar: "وثائق التسليم ومخططات التنفيذ الفعلي",
  },
  "Interior Fit-Out & Renovation": { bn: "ইন্টেরিয়র ফিট-আউট ও সংস্কার", ar: "التشطيبات الداخلية والترميم" },
  Renovation: { bn: "সংস্কার", ar: "الترميم" },
  "Refurbishments of hotels, hospitals, clinics and offices that stay in use while we work. We plan the sequence with your operations team, protect finished areas and hand back each zone clean and ready.":
    {
      bn: "হোটেল, হাসপাতাল, ক্লিনিক আর অফিস চালু রেখেই সংস্কার। আপনার পরিচালনা দলের সঙ্গে বসে কাজের ক্রম ঠিক করি, শেষ হওয়া অংশ সুরক্ষিত রাখি, আর প্রতিটি অংশ পরিষ্কার ও ব্যবহারের উপযোগী করে ফিরিয়ে দিই।",
      ar: "ترميم الفنادق والمستشفيات والعيادات والمكاتب وهي قيد الاستخدام. نخطّط تسلسل العمل مع فريق التشغيل لديكم، ونحمي الأجزاء المنجزة، ونعيد إليكم كل منطقة نظيفة وجاهزة.",
    },
  "Phased work in occupied buildings": { bn: "চালু ভবনে ধাপে ধাপে কাজ", ar: "عمل على مراحل في مبانٍ مأهولة" },
  "Fire-rated partitions and ceilings": { bn: "অগ্নিরোধী পার্টিশন ও সিলিং", ar: "قواطع وأسقف مقاومة للحريق" },
  "Flooring, joinery and wall finishes": { bn: "মেঝে, কাঠের কাজ ও দেয়ালের ফিনিশিং", ar: "الأرضيات والنجارة وتشطيبات الجدران" },
  "Furniture and signage coordination": { bn: "আসবাব ও সাইনবোর্ডের সমন্বয়", ar: "تنسيق الأثاث واللوحات الإرشادية" },
  "Foundation & Structural Works": { bn: "ফাউন্ডেশন ও কাঠামোর কাজ", ar: "الأساسات والأعمال الإنشائية" },
  Structure: { bn: "কাঠামো", ar: "الهيكل الإنشائي" },
  "Bored piles, pile caps, rafts, basements and reinforced-concrete frames. Our own rigs and batching partners let us control quality and schedule on the part of the building you cannot fix later.":
    {
      bn: "বোরড পাইল, পাইল ক্যাপ, র‍্যাফট, বেজমেন্ট আর আরসিসি কাঠামো। নিজস্ব রিগ আর নির্ভরযোগ্য কংক্রিট সরবরাহকারীর কারণে ভবনের যে অংশ পরে আর ঠিক করা যায় না, তার মান ও সময় আমরা নিজেরাই নিয়ন্ত্রণ করি।",
      ar: "خوازيق محفورة وهامات خوازيق ولبشات وأقبية وهياكل من الخرسانة المسلحة. معدّات الحفر الخاصة بنا وشركاؤنا في الخلطات الخرسانية يتيحون لنا التحكم في الجودة والجدول الزمني في الجزء الذي لا يمكن إصلاحه لاحقًا من المبنى.",
    },
  "Bored and precast piling": { bn: "বোরড ও প্রিকাস্ট পাইলিং", ar: "خوازيق محفورة وسابقة الصب" },
  "Basement construction and dewatering": { bn: "বেজমেন্ট নির্মাণ ও পানি নিষ্কাশন", ar: "إنشاء الأقبية ونزح المياه" },
  "Cube and slump testing on every pour": {
    bn: "প্রতিটি ঢালাইয়ে কিউব ও স্লাম্প টেস্ট",
    ar: "اختبار المكعبات والهبوط في كل صبّة",
  },
  "Structural retrofitting": { bn: "কাঠামোগত রেট্রোফিটিং", ar: "إعادة تأهيل إنشائي" },
  "MEP Installation": { bn: "এমইপি স্থাপনা", ar: "الأعمال الكهروميكانيكية" },
  "Building services": { bn: "ভবনের ইউটিলিটি", ar: "خدمات المباني" },
  "Electrical, plumbing, fire-fighting and air-conditioning systems designed and installed by licensed engineers, tested and commissioned before handover with full documentation.":
    {
      bn: "বৈদ্যুতিক, প্লাম্বিং, অগ্নিনির্বাপণ ও শীতাতপ ব্যবস্থা — লাইসেন্সধারী প্রকৌশলীরা নকশা করে স্থাপন করেন, আর হস্তান্তরের আগে পরীক্ষা করে পূর্ণ কাগজপত্রসহ চালু করে দেন।",
      ar: "أنظمة الكهرباء والسباكة ومكافحة الحريق والتكييف، يصمّمها ويركّبها مهندسون مرخّصون، وتُختبر وتُشغَّل تجريبيًا قبل التسليم مع توثيق كامل.",
    },
  "Substations and distribution boards": { bn: "সাবস্টেশন ও ডিস্ট্রিবিউশন বোর্ড", ar: "محطات فرعية ولوحات توزيع" },
  "Fire detection and sprinkler systems": { bn: "ফায়ার ডিটেকশন ও স্প্রিংকলার ব্যবস্থা", ar: "أنظمة كشف الحريق والرشاشات" },
  "VRF and chilled-water air conditioning": {
    bn: "ভিআরএফ ও চিলড-ওয়াটার শীতাতপ ব্যবস্থা",
    ar: "تكييف بنظام VRF وبالمياه المبرّدة",
  },
  "Testing and commissioning reports": { bn: "টেস্টিং ও কমিশনিং প্রতিবেদন", ar: "تقارير الاختبار والتشغيل التجريبي" },
  Manpower: { bn: "জনশক্তি", ar: "القوى العاملة" },
  "Government-licensed recruitment of skilled and semi-skilled Bangladeshi workers for Saudi contractors. We shortlist, trade-test, train and mobilise, then support both worker and employer for the length of the contract.":
    {
      bn: "সরকারি লাইসেন্সের অধীনে সৌদি ঠিকাদারদের জন্য দক্ষ ও আধা-দক্ষ বাংলাদেশি কর্মী নিয়োগ। আমরা বাছাই করি, ট্রেড টেস্ট নিই, প্রশিক্ষণ দিই, বিদেশে পাঠাই — তারপর চুক্তির পুরো সময় কর্মী ও নিয়োগকর্তা দুজনেরই পাশে থাকি।",
      ar: "استقدام مرخّص حكوميًا للعمالة البنغلاديشية الماهرة وشبه الماهرة لصالح المقاولين السعوديين. نفرز المرشحين ونختبرهم مهنيًا وندرّبهم ونرسلهم، ثم ندعم العامل وصاحب العمل طوال مدة العقد.",
    },
  "Over 40 trades, from masons to crane operators": {
    bn: "রাজমিস্ত্রি থেকে ক্রেন অপারেটর — ৪০টিরও বেশি পেশা",
    ar: "أكثر من 40 مهنة، من البنّائين إلى مشغّلي الرافعات",
  },
  "Trade tests witnessed by the employer": { bn: "নিয়োগকর্তার উপস্থিতিতে ট্রেড টেস্ট", ar: "اختبارات مهنية بحضور صاحب العمل" },
  "Visa, medical and BMET processing": { bn: "ভিসা, মেডিকেল ও বিএমইটি প্রক্রিয়া", ar: "إنهاء التأشيرة والفحص الطبي وإجراءات BMET" },
  "Welfare officer in Riyadh": { bn: "রিয়াদে কর্মীকল্যাণ কর্মকর্তা", ar: "مسؤول رعاية العمال في الرياض" },
};

// ───────────── portfolio projects ─────────────

const PROJECTS: SideBySide = {
  "Lakeview Villas": { bn: "লেকভিউ ভিলাস", ar: "فلل ليك فيو" },
  "Sector 15, Purbachal, Dhaka": { bn: "সেক্টর ১৫, পূর্বাচল, ঢাকা", ar: "القطاع 15، بورباتشال، دكا" },
  "Twelve two-storey villas around a landscaped lake, each with a double-height living room, solar water heating and rainwater harvesting. Built on bored piles to cope with the filled land of the new town.":
    {
      bn: "সাজানো একটি লেক ঘিরে বারোটি দোতলা ভিলা; প্রতিটিতে দুই তলা সমান উঁচু বসার ঘর, সৌরশক্তিতে পানি গরমের ব্যবস্থা আর বৃষ্টির পানি সংরক্ষণ। নতুন শহরের ভরাট জমির কথা ভেবে বোরড পাইলের ওপর নির্মিত।",
      ar: "اثنتا عشرة فيلا من طابقين حول بحيرة منسّقة، في كل منها صالة معيشة بارتفاع طابقين وتسخين شمسي للمياه وحصاد لمياه الأمطار. شُيّدت على خوازيق محفورة لتلائم الأرض المردومة في المدينة الجديدة.",
    },
  "Purbachal Lakeside Housing Society": keep("Purbachal Lakeside Housing Society"),
  "20 months": { bn: "২০ মাস", ar: "20 شهرًا" },
  "12 villas · 4,200 m²": { bn: "১২টি ভিলা · ৪,২০০ বর্গমিটার", ar: "12 فيلا · 4,200 م²" },
  "Bored-pile foundations": { bn: "বোরড পাইল ফাউন্ডেশন", ar: "أساسات على خوازيق محفورة" },
  "Solar water heating": { bn: "সৌরশক্তিতে পানি গরমের ব্যবস্থা", ar: "تسخين المياه بالطاقة الشمسية" },
  "Rainwater harvesting": { bn: "বৃষ্টির পানি সংরক্ষণ", ar: "حصاد مياه الأمطار" },
  "Landscaped lakeside walkway": { bn: "লেকের পাড়ে সাজানো হাঁটার পথ", ar: "ممشى منسّق على ضفة البحيرة" },
  Villas: { bn: "ভিলা", ar: "فلل" },
  "Design-and-build": { bn: "নকশাসহ নির্মাণ", ar: "تصميم وتنفيذ" },
  Dhaka: { bn: "ঢাকা", ar: "دكا" },
  "Green Nest Apartments": { bn: "গ্রিন নেস্ট অ্যাপার্টমেন্টস", ar: "شقق غرين نست" },
  "Block G, Bashundhara R/A, Dhaka": { bn: "ব্লক জি, বসুন্ধরা আ/এ, ঢাকা", ar: "المربع G، باشوندارا السكنية، دكا" },
  "A fourteen-storey apartment building with 52 family flats, two basement car-park levels and a rooftop garden. Delivered two weeks ahead of the contract date.":
    {
      bn: "৫২টি পারিবারিক ফ্ল্যাট, দুই তলা বেজমেন্ট পার্কিং আর ছাদবাগানসহ চৌদ্দতলা অ্যাপার্টমেন্ট ভবন। চুক্তির তারিখের দুই সপ্তাহ আগেই হস্তান্তর করা হয়েছে।",
      ar: "مبنى سكني من أربعة عشر طابقًا يضم 52 شقة عائلية وطابقين من المواقف تحت الأرض وحديقة على السطح. سُلّم قبل موعده التعاقدي بأسبوعين.",
    },
  "Green Nest Properties Ltd.": keep("Green Nest Properties Ltd."),
  "30 months": { bn: "৩০ মাস", ar: "30 شهرًا" },
  "52 apartments · 9,800 m²": { bn: "৫২টি অ্যাপার্টমেন্ট · ৯,৮০০ বর্গমিটার", ar: "52 شقة · 9,800 م²" },
  "Two-level basement": { bn: "দুই তলা বেজমেন্ট", ar: "قبو من طابقين" },
  "Rooftop garden and play area": { bn: "ছাদবাগান ও শিশুদের খেলার জায়গা", ar: "حديقة على السطح ومنطقة لعب للأطفال" },
  "Generator and substation": { bn: "জেনারেটর ও সাবস্টেশন", ar: "مولّد كهربائي ومحطة فرعية" },
  "Earthquake-resistant design to BNBC 2020": {
    bn: "BNBC ২০২০ অনুযায়ী ভূমিকম্প-সহনশীল নকশা",
    ar: "تصميم مقاوم للزلازل وفق كود BNBC 2020",
  },
  Apartments: { bn: "অ্যাপার্টমেন্ট", ar: "شقق سكنية" },
  "High-rise": { bn: "বহুতল ভবন", ar: "مبانٍ عالية" },
  "Hillside Duplex Homes": { bn: "হিলসাইড ডুপ্লেক্স হোমস", ar: "منازل هيلسايد دوبلكس" },
  "Khadim Nagar, Sylhet": { bn: "খাদিম নগর, সিলেট", ar: "خادم ناجار، سيلهت" },
  "Eight duplex homes stepped into a tea-garden hillside, with retaining walls, slope drainage and covered verandas facing the valley.":
    {
      bn: "চা-বাগানের টিলার ঢালে ধাপে ধাপে আটটি ডুপ্লেক্স বাড়ি; আছে রিটেইনিং ওয়াল, ঢালের পানি নিষ্কাশন আর উপত্যকার দিকে মুখ করা ছাদঢাকা বারান্দা।",
      ar: "ثمانية منازل دوبلكس متدرّجة على سفح تلّ من مزارع الشاي، مع جدران استنادية وتصريف لمياه المنحدر وشرفات مسقوفة تطل على الوادي.",
    },
  "Private owners' consortium": { bn: "ব্যক্তিমালিকদের যৌথ উদ্যোগ", ar: "تحالف من الملّاك الأفراد" },
  "16 months": { bn: "১৬ মাস", ar: "16 شهرًا" },
  "8 homes · 2,300 m²": { bn: "৮টি বাড়ি · ২,৩০০ বর্গমিটার", ar: "8 منازل · 2,300 م²" },
  "Slope stabilisation": { bn: "ঢাল স্থিতিশীলকরণ", ar: "تثبيت المنحدرات" },
  "Retaining walls": { bn: "রিটেইনিং ওয়াল", ar: "جدران استنادية" },
  "Covered verandas": { bn: "ছাদঢাকা বারান্দা", ar: "شرفات مسقوفة" },
  "Local stone cladding": { bn: "স্থানীয় পাথরের আস্তরণ", ar: "تكسية بالحجر المحلي" },
  Duplex: { bn: "ডুপ্লেক্স", ar: "دوبلكس" },
  Sylhet: { bn: "সিলেট", ar: "سيلهت" },
  "Meridian Trade Centre": { bn: "মেরিডিয়ান ট্রেড সেন্টার", ar: "مركز ميريديان التجاري" },
  "Gulshan Avenue, Dhaka": { bn: "গুলশান অ্যাভিনিউ, ঢাকা", ar: "جادة غولشان، دكا" },
  "A twenty-storey office tower with post-tensioned floors giving column-free workspaces, a glazed curtain wall and a three-level podium for banking halls and showrooms.":
    {
      bn: "বিশতলা অফিস টাওয়ার: পোস্ট-টেনশনড ফ্লোরের কল্যাণে কলামহীন কর্মক্ষেত্র, কাচের কার্টেন ওয়াল, আর ব্যাংকিং হল ও শোরুমের জন্য তিন তলার পোডিয়াম।",
      ar: "برج مكاتب من عشرين طابقًا ببلاطات مشدودة لاحقًا توفّر مساحات عمل خالية من الأعمدة، وواجهة ستائرية زجاجية، ومنصة من ثلاثة طوابق لقاعات البنوك والمعارض.",
    },
  "Meridian Holdings Ltd.": keep("Meridian Holdings Ltd."),
  "38 months": { bn: "৩৮ মাস", ar: "38 شهرًا" },
  "20 storeys · 31,500 m²": { bn: "২০ তলা · ৩১,৫০০ বর্গমিটার", ar: "20 طابقًا · 31,500 م²" },
  "Post-tensioned slabs": { bn: "পোস্ট-টেনশনড স্ল্যাব", ar: "بلاطات مشدودة لاحقًا" },
  "Unitised curtain wall": { bn: "ইউনিটাইজড কার্টেন ওয়াল", ar: "واجهة ستائرية بوحدات جاهزة" },
  "Eight high-speed lifts": { bn: "আটটি দ্রুতগতির লিফট", ar: "ثمانية مصاعد عالية السرعة" },
  "LEED Gold design": { bn: "LEED গোল্ড মানের নকশা", ar: "تصميم بمستوى LEED الذهبي" },
  "Office tower": { bn: "অফিস টাওয়ার", ar: "برج مكاتب" },
  "Port View Logistics Hub": { bn: "পোর্ট ভিউ লজিস্টিকস হাব", ar: "مركز بورت فيو اللوجستي" },
  "Patenga, Chattogram": { bn: "পতেঙ্গা, চট্টগ্রাম", ar: "باتينغا، شيتاغونغ" },
  "A bonded warehouse and cross-dock facility near the port with 14 loading bays, a steel portal frame and a 5-tonne-per-m² industrial floor.":
    {
      bn: "বন্দরের কাছে বন্ডেড ওয়্যারহাউস ও ক্রস-ডক স্থাপনা: ১৪টি লোডিং বে, স্টিলের পোর্টাল ফ্রেম আর প্রতি বর্গমিটারে ৫ টন ভার বহনে সক্ষম শিল্প-মেঝে।",
      ar: "مستودع جمركي ومرفق مناولة عابرة قرب الميناء، يضم 14 رصيف تحميل وهيكلًا فولاذيًا بإطارات بوابية وأرضية صناعية تتحمل 5 أطنان لكل م².",
    },
  "Bay Freight Solutions Ltd.": keep("Bay Freight Solutions Ltd."),
  "14 months": { bn: "১৪ মাস", ar: "14 شهرًا" },
  "18,000 m² under roof": { bn: "ছাদের নিচে ১৮,০০০ বর্গমিটার", ar: "18,000 م² مسقوفة" },
  "Steel portal frame": { bn: "স্টিলের পোর্টাল ফ্রেম", ar: "هيكل فولاذي بإطارات بوابية" },
  "Laser-screeded industrial floor": { bn: "লেজারে সমান করা শিল্প-মেঝে", ar: "أرضية صناعية مسوّاة بالليزر" },
  "14 dock levellers": { bn: "১৪টি ডক লেভেলার", ar: "14 جهاز تسوية للأرصفة" },
  "Sprinkler protection throughout": { bn: "পুরো ভবনে স্প্রিংকলার সুরক্ষা", ar: "حماية بالرشاشات في كامل المبنى" },
  Warehouse: { bn: "ওয়্যারহাউস", ar: "مستودعات" },
  Chattogram: { bn: "চট্টগ্রাম", ar: "شيتاغونغ" },
  "Steel structure": { bn: "স্টিল কাঠামো", ar: "هياكل فولاذية" },
  "Olaya Business Suites": { bn: "ওলায়া বিজনেস স্যুটস", ar: "أجنحة العليا للأعمال" },
  "Al Olaya, Riyadh, Saudi Arabia": { bn: "আল ওলায়া, রিয়াদ, সৌদি আরব", ar: "حي العليا، الرياض، المملكة العربية السعودية" },
  "Shell-and-core completion and Category A fit-out of a nine-storey serviced-office building for a Riyadh developer, delivered by our Saudi joint-venture team.":
    {
      bn: "রিয়াদের এক ডেভেলপারের নয়তলা সার্ভিসড-অফিস ভবনের শেল-অ্যান্ড-কোর সমাপ্তি ও ক্যাটাগরি A ফিট-আউট, আমাদের সৌদি যৌথ উদ্যোগের দলের হাতে সম্পন্ন।",
      ar: "استكمال الهيكل والنواة وتشطيب الفئة (أ) لمبنى مكاتب مخدومة من تسعة طوابق لمطوّر في الرياض، نفّذه فريق مشروعنا المشترك في المملكة.",
    },
  "Al Rawabi Real Estate Development": keep("Al Rawabi Real Estate Development"),
  "18 months": { bn: "১৮ মাস", ar: "18 شهرًا" },
  "9 storeys · 12,400 m²": { bn: "৯ তলা · ১২,৪০০ বর্গমিটার", ar: "9 طوابق · 12,400 م²" },
  "Category A office fit-out": { bn: "ক্যাটাগরি A অফিস ফিট-আউট", ar: "تشطيب مكاتب من الفئة (أ)" },
  "District-cooling connection": { bn: "ডিস্ট্রিক্ট কুলিং সংযোগ", ar: "ربط بشبكة تبريد المناطق" },
  "Smart access control": { bn: "স্মার্ট প্রবেশ নিয়ন্ত্রণ", ar: "نظام ذكي للتحكم في الدخول" },
  "Basement parking for 140 cars": { bn: "বেজমেন্টে ১৪০টি গাড়ির পার্কিং", ar: "مواقف في القبو تتسع لـ 140 سيارة" },
  Riyadh: { bn: "রিয়াদ", ar: "الرياض" },
  "Fit-out": { bn: "ফিট-আউট", ar: "تشطيبات" },
  "Joint venture": { bn: "যৌথ উদ্যোগ", ar: "مشروع مشترك" },
  "Heritage Hotel Refurbishment": { bn: "হেরিটেজ হোটেল সংস্কার", ar: "تجديد فندق هيريتيج" },
  "Sadarghat Road, Old Dhaka": { bn: "সদরঘাট রোড, পুরান ঢাকা", ar: "طريق صدر غات، دكا القديمة" },
  "Structural strengthening and complete refurbishment of a 1960s riverside hotel: new services, restored façade and 64 rebuilt guest rooms, completed floor by floor while the hotel stayed open.":
    {
      bn: "ষাটের দশকের নদীতীরের এক হোটেলের কাঠামো মজবুতকরণ ও পূর্ণ সংস্কার: নতুন ইউটিলিটি, পুনরুদ্ধার করা সম্মুখভাগ আর নতুন করে গড়া ৬৪টি অতিথিকক্ষ — হোটেল চালু রেখে তলা ধরে ধরে শেষ করা হয়েছে।",
      ar: "تدعيم إنشائي وتجديد شامل لفندق على ضفة النهر يعود إلى ستينيات القرن الماضي: خدمات جديدة وواجهة مرمّمة و64 غرفة أُعيد بناؤها، طابقًا بعد طابق والفندق مفتوح لنزلائه.",
    },
  "Buriganga Hospitality Ltd.": keep("Buriganga Hospitality Ltd."),
  "12 months": { bn: "১২ মাস", ar: "12 شهرًا" },
  "64 rooms · 5,600 m²": { bn: "৬৪টি কক্ষ · ৫,৬০০ বর্গমিটার", ar: "64 غرفة · 5,600 م²" },
  "Column jacketing": { bn: "কলাম জ্যাকেটিং", ar: "تغليف الأعمدة" },
  "Façade restoration": { bn: "সম্মুখভাগ পুনরুদ্ধার", ar: "ترميم الواجهة" },
  "New MEP services": { bn: "নতুন এমইপি ব্যবস্থা", ar: "أنظمة كهروميكانيكية جديدة" },
  "Phased work in an operating hotel": { bn: "চালু হোটেলে ধাপে ধাপে কাজ", ar: "عمل على مراحل في فندق قيد التشغيل" },
  Hotel: { bn: "হোটেল", ar: "فنادق" },
  Retrofit: { bn: "রেট্রোফিট", ar: "إعادة تأهيل" },
  "Old Dhaka": { bn: "পুরান ঢাকা", ar: "دكا القديمة" },
  "Lifeline Clinic Fit-Out": { bn: "লাইফলাইন ক্লিনিক ফিট-আউট", ar: "تجهيز عيادة لايفلاين" },
  "Sector 7, Uttara, Dhaka": { bn: "সেক্টর ৭, উত্তরা, ঢাকা", ar: "القطاع 7، أوتارا، دكا" },
  "Conversion of three office floors into a day-care clinic with operating theatres, medical-gas pipelines and a positive-pressure clean zone.":
    {
      bn: "অফিসের তিনটি তলাকে ডে-কেয়ার ক্লিনিকে রূপান্তর: অপারেশন থিয়েটার, মেডিকেল গ্যাসের পাইপলাইন আর পজিটিভ-প্রেশার জীবাণুমুক্ত এলাকা।",
      ar: "تحويل ثلاثة طوابق مكتبية إلى عيادة للرعاية النهارية تضم غرف عمليات وشبكات للغازات الطبية ومنطقة نظيفة بضغط موجب.",
    },
  "Lifeline Healthcare Ltd.": keep("Lifeline Healthcare Ltd."),
  "7 months": { bn: "৭ মাস", ar: "7 أشهر" },
  "3 floors · 2,700 m²": { bn: "৩ তলা · ২,৭০০ বর্গমিটার", ar: "3 طوابق · 2,700 م²" },
  "Two modular operating theatres": { bn: "দুটি মডিউলার অপারেশন থিয়েটার", ar: "غرفتا عمليات معياريتان" },
  "Medical-gas pipelines": { bn: "মেডিকেল গ্যাসের পাইপলাইন", ar: "شبكات الغازات الطبية" },
  "HEPA-filtered air handling": { bn: "HEPA ফিল্টারযুক্ত বায়ু চলাচল ব্যবস্থা", ar: "مناولة هواء بمرشّحات HEPA" },
  "Antibacterial vinyl finishes": { bn: "জীবাণুরোধী ভিনাইল ফিনিশিং", ar: "تشطيبات فينيل مضادة للبكتيريا" },
  Healthcare: { bn: "স্বাস্থ্যসেবা", ar: "الرعاية الصحية" },
  Uttara: { bn: "উত্তরা", ar: "أوتارا" },
};

// ───────────── manpower projects ─────────────

const MANPOWER: SideBySide = {
  "Al Rimal Waterfront District — Phase 2": {
    bn: "আল রিমাল ওয়াটারফ্রন্ট ডিস্ট্রিক্ট — দ্বিতীয় ধাপ",
    ar: "حي الرمال البحري — المرحلة الثانية",
  },
  "Al Bayan Contracting Co.": keep("Al Bayan Contracting Co."),
  "Eastern Coast Development Company": keep("Eastern Coast Development Company"),
  "Al Khobar, Eastern Province": { bn: "আল খোবার, পূর্বাঞ্চলীয় প্রদেশ", ar: "الخبر، المنطقة الشرقية" },
  "SR 10.2 Billion": { bn: "১,০২০ কোটি সৌদি রিয়াল", ar: "10.2 مليار ريال" },
  "Structural concrete, blockwork and finishing for 38 residential towers and a marina promenade": {
    bn: "৩৮টি আবাসিক টাওয়ার ও একটি মেরিনা প্রমেনেডের কংক্রিট কাঠামো, ব্লকের গাঁথুনি ও ফিনিশিং",
    ar: "الخرسانة الإنشائية والبناء بالبلوك والتشطيبات لـ 38 برجًا سكنيًا وممشى مرسى بحري",
  },
  "Our largest deployment: masons, shuttering carpenters and steel fixers working in three shifts on a mixed-use waterfront district of 6,000 homes.":
    {
      bn: "আমাদের সবচেয়ে বড় কর্মী দল: ৬,০০০ বাড়ির মিশ্র ব্যবহারের সমুদ্রতীরবর্তী এলাকায় তিন শিফটে কাজ করছেন রাজমিস্ত্রি, শাটারিং কাঠমিস্ত্রি আর রড মিস্ত্রিরা।",
      ar: "أكبر فرقنا انتشارًا: بنّاؤون ونجّارو طوبار وحدّادو تسليح يعملون على ثلاث ورديات في حي بحري متعدد الاستخدامات يضم 6,000 وحدة سكنية.",
    },
  "48 months": { bn: "৪৮ মাস", ar: "48 شهرًا" },
  "King Salman Park Residences": { bn: "কিং সালমান পার্ক রেসিডেন্সেস", ar: "مساكن حديقة الملك سلمان" },
  "Saraya Infrastructure Group": keep("Saraya Infrastructure Group"),
  "Riyadh Urban Parks Authority": { bn: "রিয়াদ নগর উদ্যান কর্তৃপক্ষ", ar: "هيئة الحدائق الحضرية بالرياض" },
  "SR 4.6 Billion": { bn: "৪৬০ কোটি সৌদি রিয়াল", ar: "4.6 مليار ريال" },
  "Reinforced-concrete frames, façade installation and MEP first fix": {
    bn: "আরসিসি কাঠামো, সম্মুখভাগ স্থাপন আর এমইপির প্রথম ধাপের কাজ",
    ar: "هياكل الخرسانة المسلحة وتركيب الواجهات والمرحلة الأولى من الأعمال الكهروميكانيكية",
  },
  "Residential blocks on the edge of a new city park, built to a demanding finishing specification.": {
    bn: "নতুন এক নগর উদ্যানের পাশে আবাসিক ভবন, কঠোর ফিনিশিং মান মেনে নির্মিত।",
    ar: "مبانٍ سكنية على أطراف حديقة حضرية جديدة، تُنفَّذ وفق مواصفات تشطيب عالية.",
  },
  "36 months": { bn: "৩৬ মাস", ar: "36 شهرًا" },
  "Jubail Petrochemical Expansion — Utilities Package": {
    bn: "জুবাইল পেট্রোকেমিক্যাল সম্প্রসারণ — ইউটিলিটি প্যাকেজ",
    ar: "توسعة البتروكيماويات في الجبيل — حزمة المرافق",
  },
  "Gulf Horizon Industrial Services": keep("Gulf Horizon Industrial Services"),
  "Jubail Process Industries Co.": keep("Jubail Process Industries Co."),
  "Jubail Industrial City": { bn: "জুবাইল শিল্পনগরী", ar: "مدينة الجبيل الصناعية" },
  "SR 2.9 Billion": { bn: "২৯০ কোটি সৌদি রিয়াল", ar: "2.9 مليار ريال" },
  "Pipe fitting, structural steel erection and 6G welding": {
    bn: "পাইপ ফিটিং, স্টিল কাঠামো স্থাপন আর ৬জি ওয়েল্ডিং",
    ar: "تركيب الأنابيب وتركيب الهياكل الفولاذية ولحام 6G",
  },
  "Certified welders and pipe fitters supporting the utilities and offsites package of a plant expansion.": {
    bn: "একটি কারখানা সম্প্রসারণের ইউটিলিটি ও অফসাইট প্যাকেজে সনদপ্রাপ্ত ওয়েল্ডার ও পাইপ ফিটার।",
    ar: "لحّامون وفنّيو أنابيب معتمدون يدعمون حزمة المرافق والمنشآت الخارجية في توسعة أحد المصانع.",
  },
  "Haramain Road Interchange Upgrade": { bn: "হারামাইন রোড ইন্টারচেঞ্জ উন্নয়ন", ar: "تطوير تقاطع طريق الحرمين" },
  "Al Madar Roads & Bridges": keep("Al Madar Roads & Bridges"),
  "Makkah Region Roads Directorate": { bn: "মক্কা অঞ্চল সড়ক অধিদপ্তর", ar: "المديرية العامة للطرق بمنطقة مكة المكرمة" },
  "Makkah – Jeddah Highway": { bn: "মক্কা–জেদ্দা মহাসড়ক", ar: "طريق مكة – جدة السريع" },
  "SR 1.4 Billion": { bn: "১৪০ কোটি সৌদি রিয়াল", ar: "1.4 مليار ريال" },
  "Bridge deck formwork, rebar and concrete works for four flyovers": {
    bn: "চারটি ফ্লাইওভারের ব্রিজ ডেকের শাটারিং, রড ও কংক্রিটের কাজ",
    ar: "طوبار بلاطات الجسور وحديد التسليح والأعمال الخرسانية لأربعة جسور علوية",
  },
  "Round-the-clock concrete crews working within tight traffic-management windows.": {
    bn: "যান চলাচল নিয়ন্ত্রণের অল্প সময়ের মধ্যে দিনরাত কাজ করছে কংক্রিট দল।",
    ar: "فرق خرسانة تعمل على مدار الساعة ضمن فترات ضيقة لإدارة حركة المرور.",
  },
  "24 months": { bn: "২৪ মাস", ar: "24 شهرًا" },
  "Tabuk Medical City — Outpatient Block": {
    bn: "তাবুক মেডিকেল সিটি — বহির্বিভাগ ভবন",
    ar: "مدينة تبوك الطبية — مبنى العيادات الخارجية",
  },
  "Northern Star Contracting": keep("Northern Star Contracting"),
  "Tabuk Health Cluster": { bn: "তাবুক হেলথ ক্লাস্টার", ar: "تجمع تبوك الصحي" },
  Tabuk: { bn: "তাবুক", ar: "تبوك" },
  "SR 860 Million": { bn: "৮৬ কোটি সৌদি রিয়াল", ar: "860 مليون ريال" },
  "Blockwork, plastering, ceramic tiling and painting": {
    bn: "ব্লকের গাঁথুনি, প্লাস্টার, সিরামিক টাইলস আর রঙের কাজ",
    ar: "البناء بالبلوك واللياسة وتبليط السيراميك والدهانات",
  },
  "Finishing trades for a 300-room outpatient building with hospital-grade hygiene finishes.": {
    bn: "হাসপাতালের মানের স্বাস্থ্যসম্মত ফিনিশিংসহ ৩০০ কক্ষের বহির্বিভাগ ভবনের ফিনিশিং কাজ।",
    ar: "أعمال التشطيب لمبنى عيادات خارجية من 300 غرفة بتشطيبات تفي بمعايير النظافة في المستشفيات.",
  },
  "Dammam Logistics Park — Warehouses 4 to 9": {
    bn: "দাম্মাম লজিস্টিকস পার্ক — ৪ থেকে ৯ নম্বর ওয়্যারহাউস",
    ar: "مجمع الدمام اللوجستي — المستودعات من 4 إلى 9",
  },
  "Eastern Gate Logistics": keep("Eastern Gate Logistics"),
  "Second Industrial City, Dammam": { bn: "দ্বিতীয় শিল্পনগরী, দাম্মাম", ar: "المدينة الصناعية الثانية، الدمام" },
  "SR 540 Million": { bn: "৫৪ কোটি সৌদি রিয়াল", ar: "540 مليون ريال" },
  "Steel erection, cladding and industrial flooring": {
    bn: "স্টিল কাঠামো স্থাপন, ক্ল্যাডিং আর শিল্প-মেঝের কাজ",
    ar: "تركيب الهياكل الفولاذية والتكسيات والأرضيات الصناعية",
  },
  "Six large-span warehouses built in parallel, with our steel erectors and flooring crews on site from day one.": {
    bn: "একসঙ্গে নির্মিত হচ্ছে বড় স্প্যানের ছয়টি ওয়্যারহাউস; প্রথম দিন থেকেই সাইটে আছেন আমাদের স্টিল ইরেক্টর আর মেঝের কাজের দল।",
    ar: "ستة مستودعات واسعة البحور تُبنى بالتوازي، وفرقنا لتركيب الحديد وتنفيذ الأرضيات في الموقع منذ اليوم الأول.",
  },
  "Riyadh Metro Line Stations — Package C": {
    bn: "রিয়াদ মেট্রো লাইনের স্টেশন — প্যাকেজ সি",
    ar: "محطات خط مترو الرياض — الحزمة (ج)",
  },
  "Riyadh Transit Authority": { bn: "রিয়াদ গণপরিবহন কর্তৃপক্ষ", ar: "هيئة النقل العام بالرياض" },
  "SR 7.8 Billion": { bn: "৭৮০ কোটি সৌদি রিয়াল", ar: "7.8 مليار ريال" },
  "Station structures, architectural finishes and MEP installation": {
    bn: "স্টেশনের কাঠামো, স্থাপত্য ফিনিশিং আর এমইপি স্থাপনা",
    ar: "هياكل المحطات والتشطيبات المعمارية والأعمال الكهروميكانيكية",
  },
  "Twelve underground and elevated stations; Crestline workers delivered the finishing packages on nine of them.": {
    bn: "মাটির নিচের ও উঁচু মিলিয়ে বারোটি স্টেশন; এর নয়টির ফিনিশিংয়ের কাজ করেছেন ক্রেস্টলাইনের কর্মীরা।",
    ar: "اثنتا عشرة محطة بين أنفاق وجسور معلّقة، نفّذ عمال كريستلاين حزم التشطيب في تسع منها.",
  },
  "54 months": { bn: "৫৪ মাস", ar: "54 شهرًا" },
  "Jeddah Corniche Towers": { bn: "জেদ্দা কর্নিশ টাওয়ার্স", ar: "أبراج كورنيش جدة" },
  "Red Sea Builders Co.": keep("Red Sea Builders Co."),
  "Corniche Heights Real Estate": keep("Corniche Heights Real Estate"),
  Jeddah: { bn: "জেদ্দা", ar: "جدة" },
  "SR 3.1 Billion": { bn: "৩১০ কোটি সৌদি রিয়াল", ar: "3.1 مليار ريال" },
  "High-rise formwork, concrete and façade installation": {
    bn: "উঁচু ভবনের শাটারিং, কংক্রিট আর সম্মুখভাগ স্থাপন",
    ar: "طوبار الأبراج والخرسانة وتركيب الواجهات",
  },
  "Two 45-storey residential towers on the northern Corniche, topped out four weeks early.": {
    bn: "উত্তর কর্নিশে ৪৫ তলার দুটি আবাসিক টাওয়ার; কাঠামোর কাজ শেষ হয়েছে নির্ধারিত সময়ের চার সপ্তাহ আগে।",
    ar: "برجان سكنيان من 45 طابقًا على الكورنيش الشمالي، اكتمل هيكلاهما قبل الموعد بأربعة أسابيع.",
  },
  "40 months": { bn: "৪০ মাস", ar: "40 شهرًا" },
  "Yanbu Desalination Plant — Civil Works": {
    bn: "ইয়ানবু লবণমুক্তকরণ প্ল্যান্ট — সিভিল কাজ",
    ar: "محطة تحلية ينبع — الأعمال المدنية",
  },
  "Western Water Utility Company": keep("Western Water Utility Company"),
  Yanbu: { bn: "ইয়ানবু", ar: "ينبع" },
  "SR 2.2 Billion": { bn: "২২০ কোটি সৌদি রিয়াল", ar: "2.2 مليار ريال" },
  "Concrete tanks, pump houses and pipe supports": {
    bn: "কংক্রিটের ট্যাংক, পাম্প হাউস আর পাইপের সাপোর্ট",
    ar: "خزانات خرسانية وغرف مضخات ودعامات أنابيب",
  },
  "Watertight concrete structures built to strict tolerances for a seawater reverse-osmosis plant.": {
    bn: "সমুদ্রের পানি রিভার্স অসমোসিসে পরিশোধনের প্ল্যান্টের জন্য কঠোর মাপে তৈরি পানিরোধী কংক্রিট কাঠামো।",
    ar: "منشآت خرسانية محكمة ضد تسرّب المياه، نُفّذت بتفاوتات دقيقة لمحطة تحلية مياه البحر بالتناضح العكسي.",
  },
  "28 months": { bn: "২৮ মাস", ar: "28 شهرًا" },
  "Qassim University Housing": { bn: "কাসিম বিশ্ববিদ্যালয় আবাসন", ar: "إسكان جامعة القصيم" },
  "Qassim University": { bn: "কাসিম বিশ্ববিদ্যালয়", ar: "جامعة القصيم" },
  "Buraydah, Qassim": { bn: "বুরাইদা, কাসিম", ar: "بريدة، القصيم" },
  "SR 1.1 Billion": { bn: "১১০ কোটি সৌদি রিয়াল", ar: "1.1 مليار ريال" },
  "Blockwork, plastering, tiling and joinery for 1,200 staff apartments": {
    bn: "১,২০০ কর্মী-আবাসনের ব্লকের গাঁথুনি, প্লাস্টার, টাইলস আর কাঠের কাজ",
    ar: "البناء بالبلوك واللياسة والتبليط والنجارة لـ 1,200 شقة لمنسوبي الجامعة",
  },
  "A complete residential campus with mosques, schools and sports facilities.": {
    bn: "মসজিদ, স্কুল আর খেলাধুলার সুবিধাসহ পূর্ণাঙ্গ আবাসিক ক্যাম্পাস।",
    ar: "حرم سكني متكامل بمساجده ومدارسه ومرافقه الرياضية.",
  },
  "26 months": { bn: "২৬ মাস", ar: "26 شهرًا" },
  "Abha Mountain Road Bridges": { bn: "আবহা পাহাড়ি সড়কের সেতু", ar: "جسور طريق أبها الجبلي" },
  "Asir Region Roads Directorate": { bn: "আসির অঞ্চল সড়ক অধিদপ্তর", ar: "المديرية العامة للطرق بمنطقة عسير" },
  "Abha, Asir": { bn: "আবহা, আসির", ar: "أبها، عسير" },
  "SR 780 Million": { bn: "৭৮ কোটি সৌদি রিয়াল", ar: "780 مليون ريال" },
  "Pier and deck concrete works at altitude": {
    bn: "উঁচু পাহাড়ে সেতুর পিয়ার ও ডেকের কংক্রিটের কাজ",
    ar: "أعمال خرسانة الركائز والبلاطات على المرتفعات",
  },
  "Seven bridges on a winding mountain route, built through two rainy seasons without a lost-time injury.": {
    bn: "আঁকাবাঁকা পাহাড়ি পথে সাতটি সেতু; দুই বর্ষা পেরিয়ে নির্মাণ, কাজ বন্ধ হওয়ার মতো একটিও দুর্ঘটনা ছাড়া।",
    ar: "سبعة جسور على طريق جبلي متعرّج، بُنيت على مدى موسمين ممطرين دون إصابة واحدة معطِّلة للعمل.",
  },
  "22 months": { bn: "২২ মাস", ar: "22 شهرًا" },
  "Al Ahsa Date Processing Complex": { bn: "আল আহসা খেজুর প্রক্রিয়াজাতকরণ কমপ্লেক্স", ar: "مجمع الأحساء لتصنيع التمور" },
  "Eastern Gate Contracting": keep("Eastern Gate Contracting"),
  "Al Ahsa Agro Industries": keep("Al Ahsa Agro Industries"),
  "Al Hofuf, Al Ahsa": { bn: "আল হুফুফ, আল আহসা", ar: "الهفوف، الأحساء" },
  "SR 350 Million": { bn: "৩৫ কোটি সৌদি রিয়াল", ar: "350 مليون ريال" },
  "Steel structures, cold-store panels and electrical installation": {
    bn: "স্টিল কাঠামো, কোল্ড স্টোরের প্যানেল আর বৈদ্যুতিক স্থাপনা",
    ar: "الهياكل الفولاذية وألواح غرف التبريد والتمديدات الكهربائية",
  },
  "A processing and cold-storage complex for one of the Kingdom's largest date producers.": {
    bn: "সৌদি আরবের অন্যতম বড় খেজুর উৎপাদকের জন্য প্রক্রিয়াজাতকরণ ও হিমাগার কমপ্লেক্স।",
    ar: "مجمع للتصنيع والتخزين المبرّد لأحد أكبر منتجي التمور في المملكة.",
  },
  "15 months": { bn: "১৫ মাস", ar: "15 شهرًا" },
};

// ───────────── the gallery: chips and captions ─────────────

const GALLERY: SideBySide = {
  "On site": { bn: "সাইটে", ar: "في الموقع" },
  Projects: { bn: "প্রকল্প", ar: "المشاريع" },
  "Morning briefing before the pour": { bn: "ঢালাইয়ের আগে সকালের ব্রিফিং", ar: "اجتماع الصباح قبل الصبّ" },
  "Our crews in Riyadh": { bn: "রিয়াদে আমাদের কর্মীদল", ar: "فرقنا في الرياض" },
  "Lakeview Villas, Purbachal": { bn: "লেকভিউ ভিলাস, পূর্বাচল", ar: "فلل ليك فيو، بورباتشال" },
  "Lobby finishing works": { bn: "লবির ফিনিশিংয়ের কাজ", ar: "أعمال تشطيب الردهة" },
  "Warehouse frame, Gazipur": { bn: "ওয়্যারহাউসের কাঠামো, গাজীপুর", ar: "هيكل مستودع، غازيبور" },
  "Meridian Trade Centre, Gulshan": { bn: "মেরিডিয়ান ট্রেড সেন্টার, গুলশান", ar: "مركز ميريديان التجاري، غولشان" },
  "Approach-road bridge deck": { bn: "সংযোগ সড়কের সেতুর ডেক", ar: "بلاطة جسر الطريق المؤدي" },
  "Plant maintenance team, Jubail": { bn: "কারখানার রক্ষণাবেক্ষণ দল, জুবাইল", ar: "فريق صيانة المصنع، الجبيل" },
  "Port View Logistics Hub, Chattogram": { bn: "পোর্ট ভিউ লজিস্টিকস হাব, চট্টগ্রাম", ar: "مركز بورت فيو اللوجستي، شيتاغونغ" },
  "Tower project, Riyadh": { bn: "টাওয়ার প্রকল্প, রিয়াদ", ar: "مشروع برج، الرياض" },
  "Green Nest Apartments, Bashundhara": { bn: "গ্রিন নেস্ট অ্যাপার্টমেন্টস, বসুন্ধরা", ar: "شقق غرين نست، باشوندارا" },
};

// ───────────── image descriptions (alt text) the collections and the gallery show ─────────────

const IMAGE_ALTS: SideBySide = {
  "Commercial towers built by Crestline": { bn: "ক্রেস্টলাইনের নির্মিত বাণিজ্যিক টাওয়ার", ar: "أبراج تجارية شيّدتها كريستلاين" },
  "Hillside Duplex Homes, Sylhet": { bn: "হিলসাইড ডুপ্লেক্স হোমস, সিলেট", ar: "منازل هيلسايد دوبلكس، سيلهت" },
  "Olaya Business Suites, Riyadh": { bn: "ওলায়া বিজনেস স্যুটস, রিয়াদ", ar: "أجنحة العليا للأعمال، الرياض" },
  "Heritage Hotel refurbishment, Old Dhaka": { bn: "হেরিটেজ হোটেল সংস্কার, পুরান ঢাকা", ar: "تجديد فندق هيريتيج، دكا القديمة" },
  "Lifeline Clinic fit-out, Uttara": { bn: "লাইফলাইন ক্লিনিক ফিট-আউট, উত্তরা", ar: "تجهيز عيادة لايفلاين، أوتارا" },
  "Crew briefing before the morning pour": {
    bn: "সকালের ঢালাইয়ের আগে কর্মীদের ব্রিফিং",
    ar: "اجتماع الفريق قبل صبّة الصباح",
  },
  "Finished lobby with timber flooring": { bn: "কাঠের মেঝেসহ সম্পন্ন লবি", ar: "ردهة منجزة بأرضية خشبية" },
  "Steel-portal warehouse in Gazipur": { bn: "গাজীপুরে স্টিল-পোর্টাল ওয়্যারহাউস", ar: "مستودع بهيكل فولاذي في غازيبور" },
  "Electrical wiring class at the skills centre": {
    bn: "দক্ষতা কেন্দ্রে বৈদ্যুতিক ওয়্যারিংয়ের ক্লাস",
    ar: "درس في التمديدات الكهربائية في مركز المهارات",
  },
  "Crestline crews on a Riyadh tower project": {
    bn: "রিয়াদের এক টাওয়ার প্রকল্পে ক্রেস্টলাইনের কর্মীদল",
    ar: "فرق كريستلاين في مشروع برج بالرياض",
  },
  "General construction": { bn: "সাধারণ নির্মাণ", ar: "المقاولات العامة" },
  "MEP installation": { bn: "এমইপি স্থাপনা", ar: "الأعمال الكهروميكانيكية" },
  "Overseas manpower supply": { bn: "বিদেশে জনশক্তি সরবরাহ", ar: "توريد العمالة للخارج" },
  "Interior fit-out and renovation": { bn: "ইন্টেরিয়র ফিট-আউট ও সংস্কার", ar: "التشطيبات الداخلية والترميم" },
  "Foundation and structural works": { bn: "ফাউন্ডেশন ও কাঠামোর কাজ", ar: "الأساسات والأعمال الإنشائية" },
  "A family house with a garden": { bn: "বাগানসহ একটি পারিবারিক বাড়ি", ar: "منزل عائلي بحديقة" },
  "Office towers in the evening": { bn: "সন্ধ্যায় অফিস টাওয়ার", ar: "أبراج مكاتب في المساء" },
  "A refurbished living room": { bn: "সংস্কার করা একটি বসার ঘর", ar: "غرفة معيشة بعد التجديد" },
  "Tower project in Riyadh": { bn: "রিয়াদে টাওয়ার প্রকল্প", ar: "مشروع برج في الرياض" },
  "Residential district under construction": { bn: "নির্মাণাধীন আবাসিক এলাকা", ar: "حي سكني قيد الإنشاء" },
  "Industrial plant in Jubail": { bn: "জুবাইলের একটি শিল্প কারখানা", ar: "منشأة صناعية في الجبيل" },
  "Highway interchange bridge": { bn: "মহাসড়কের ইন্টারচেঞ্জ সেতু", ar: "جسر تقاطع على طريق سريع" },
};

// ───────────── jobs: requirements ─────────────

const JOBS: SideBySide = {
  "3+ years of formwork experience on high-rise projects.\nAble to read formwork drawings.\nSalary SAR 1,600 – 1,900 per month plus overtime; accommodation, transport and medical insurance provided.\nTwo-year renewable contract.":
    {
      bn: "উঁচু ভবনের প্রকল্পে শাটারিংয়ের কাজে অন্তত ৩ বছরের অভিজ্ঞতা।\nশাটারিংয়ের নকশা পড়তে জানতে হবে।\nবেতন মাসে ১,৬০০ – ১,৯০০ সৌদি রিয়াল, সঙ্গে ওভারটাইম; থাকা, যাতায়াত ও চিকিৎসা বিমা কোম্পানির।\nদুই বছরের চুক্তি, নবায়নযোগ্য।",
      ar: "خبرة 3 سنوات على الأقل في أعمال الطوبار في مشاريع الأبراج.\nالقدرة على قراءة مخططات الطوبار.\nالراتب من 1,600 إلى 1,900 ريال شهريًا إضافة إلى العمل الإضافي، مع السكن والمواصلات والتأمين الطبي.\nعقد لمدة سنتين قابل للتجديد.",
    },
  "2+ years of rebar fixing; able to follow bar bending schedules.\nTrade test at our Gazipur centre.\nSalary SAR 1,500 – 1,800 per month plus overtime; food allowance SAR 300.\nTwo-year contract.":
    {
      bn: "রড বাঁধার কাজে অন্তত ২ বছরের অভিজ্ঞতা; বার বেন্ডিং শিডিউল দেখে কাজ করতে জানতে হবে।\nআমাদের গাজীপুর কেন্দ্রে ট্রেড টেস্ট।\nবেতন মাসে ১,৫০০ – ১,৮০০ সৌদি রিয়াল, সঙ্গে ওভারটাইম; খাবার ভাতা ৩০০ রিয়াল।\nদুই বছরের চুক্তি।",
      ar: "خبرة سنتين على الأقل في تركيب حديد التسليح، مع القدرة على العمل وفق جداول ثني الحديد.\nاختبار مهني في مركزنا في غازيبور.\nالراتب من 1,500 إلى 1,800 ريال شهريًا إضافة إلى العمل الإضافي، وبدل طعام 300 ريال.\nعقد لمدة سنتين.",
    },
  "Diploma or trade certificate in electrical installation.\n4+ years in conduit, wiring and DB installation.\nSalary SAR 2,200 – 2,800 per month; accommodation and transport provided.\nBasic English or Arabic preferred.":
    {
      bn: "বৈদ্যুতিক স্থাপনায় ডিপ্লোমা বা ট্রেড সার্টিফিকেট।\nকন্ডুইট, ওয়্যারিং ও ডিস্ট্রিবিউশন বোর্ড বসানোর কাজে অন্তত ৪ বছরের অভিজ্ঞতা।\nবেতন মাসে ২,২০০ – ২,৮০০ সৌদি রিয়াল; থাকা ও যাতায়াত কোম্পানির।\nসাধারণ ইংরেজি বা আরবি জানলে অগ্রাধিকার।",
      ar: "دبلوم أو شهادة مهنية في التمديدات الكهربائية.\nخبرة 4 سنوات على الأقل في تمديد المواسير والأسلاك وتركيب لوحات التوزيع.\nالراتب من 2,200 إلى 2,800 ريال شهريًا، مع السكن والمواصلات.\nيُفضَّل إلمام أساسي بالإنجليزية أو العربية.",
    },
  "3+ years with PPR, uPVC and copper systems.\nExperience with pressure testing.\nSalary SAR 1,900 – 2,300 per month plus overtime.\nTwo-year renewable contract.":
    {
      bn: "PPR, uPVC ও কপার পাইপলাইনে অন্তত ৩ বছরের অভিজ্ঞতা।\nপ্রেশার টেস্টের অভিজ্ঞতা।\nবেতন মাসে ১,৯০০ – ২,৩০০ সৌদি রিয়াল, সঙ্গে ওভারটাইম।\nদুই বছরের চুক্তি, নবায়নযোগ্য।",
      ar: "خبرة 3 سنوات على الأقل في أنظمة PPR وuPVC والنحاس.\nخبرة في اختبارات الضغط.\nالراتب من 1,900 إلى 2,300 ريال شهريًا إضافة إلى العمل الإضافي.\nعقد لمدة سنتين قابل للتجديد.",
    },
  "Valid 6G certificate (TIG/ARC) or willingness to pass the client's weld test.\n5+ years in industrial piping.\nSalary SAR 3,200 – 4,000 per month; accommodation, transport and meals provided.":
    {
      bn: "বৈধ ৬জি সনদ (TIG/ARC), অথবা ক্লায়েন্টের ওয়েল্ডিং টেস্টে বসতে আগ্রহী।\nশিল্প পাইপলাইনে অন্তত ৫ বছরের অভিজ্ঞতা।\nবেতন মাসে ৩,২০০ – ৪,০০০ সৌদি রিয়াল; থাকা, যাতায়াত ও খাবার কোম্পানির।",
      ar: "شهادة 6G سارية (TIG/ARC)، أو الاستعداد لاجتياز اختبار اللحام لدى العميل.\nخبرة 5 سنوات على الأقل في أنابيب المنشآت الصناعية.\nالراتب من 3,200 إلى 4,000 ريال شهريًا، مع السكن والمواصلات والوجبات.",
    },
  "2+ years of blockwork and plastering.\nAged 21 – 45, physically fit.\nSalary SAR 1,400 – 1,700 per month plus overtime; accommodation provided.":
    {
      bn: "ব্লকের গাঁথুনি ও প্লাস্টারে অন্তত ২ বছরের অভিজ্ঞতা।\nবয়স ২১ – ৪৫, শারীরিকভাবে সক্ষম।\nবেতন মাসে ১,৪০০ – ১,৭০০ সৌদি রিয়াল, সঙ্গে ওভারটাইম; থাকা কোম্পানির।",
      ar: "خبرة سنتين على الأقل في البناء بالبلوك واللياسة.\nالعمر من 21 إلى 45 عامًا، مع لياقة بدنية جيدة.\nالراتب من 1,400 إلى 1,700 ريال شهريًا إضافة إلى العمل الإضافي، مع السكن.",
    },
  "Valid Bangladeshi heavy licence held for 3+ years; Saudi licence arranged by the employer.\nExperience with tippers or trailers.\nSalary SAR 2,000 – 2,400 per month; accommodation provided.":
    {
      bn: "অন্তত ৩ বছরের পুরোনো বৈধ বাংলাদেশি ভারী যানবাহনের লাইসেন্স; সৌদি লাইসেন্সের ব্যবস্থা করবে নিয়োগকর্তা।\nডাম্প ট্রাক বা ট্রেইলার চালানোর অভিজ্ঞতা।\nবেতন মাসে ২,০০০ – ২,৪০০ সৌদি রিয়াল; থাকা কোম্পানির।",
      ar: "رخصة قيادة بنغلاديشية سارية للمركبات الثقيلة مضى على إصدارها 3 سنوات على الأقل، ويتولى صاحب العمل استخراج الرخصة السعودية.\nخبرة في قيادة القلّابات أو المقطورات.\nالراتب من 2,000 إلى 2,400 ريال شهريًا، مع السكن.",
    },
  "Trade certificate in refrigeration and air conditioning.\n3+ years with split, package and VRF units.\nSalary SAR 2,400 – 3,000 per month; accommodation and transport provided.":
    {
      bn: "রেফ্রিজারেশন ও এয়ার কন্ডিশনিংয়ে ট্রেড সার্টিফিকেট।\nস্প্লিট, প্যাকেজ ও ভিআরএফ ইউনিটে অন্তত ৩ বছরের অভিজ্ঞতা।\nবেতন মাসে ২,৪০০ – ৩,০০০ সৌদি রিয়াল; থাকা ও যাতায়াত কোম্পানির।",
      ar: "شهادة مهنية في التبريد والتكييف.\nخبرة 3 سنوات على الأقل في وحدات السبليت والوحدات المجمّعة ووحدات VRF.\nالراتب من 2,400 إلى 3,000 ريال شهريًا، مع السكن والمواصلات.",
    },
  "2+ years erecting tube-and-clamp and system scaffolding.\nWorking-at-height training given before departure.\nSalary SAR 1,600 – 2,000 per month plus overtime.":
    {
      bn: "টিউব-অ্যান্ড-ক্ল্যাম্প ও সিস্টেম স্ক্যাফোল্ডিং বাঁধায় অন্তত ২ বছরের অভিজ্ঞতা।\nরওনা হওয়ার আগে উঁচুতে কাজের প্রশিক্ষণ দেওয়া হবে।\nবেতন মাসে ১,৬০০ – ২,০০০ সৌদি রিয়াল, সঙ্গে ওভারটাইম।",
      ar: "خبرة سنتين على الأقل في تركيب سقالات الأنابيب والمشابك والسقالات الجاهزة.\nتدريب على العمل في المرتفعات قبل السفر.\nالراتب من 1,600 إلى 2,000 ريال شهريًا إضافة إلى العمل الإضافي.",
    },
};

/** The translations of the seeded collections, gallery and jobs, by English text. */
// ───────────── forms: titles, field labels and options (answers keep the English option) ─────────────

const FORM_TITLES: SideBySide = {
  "Agent Registration": { bn: "এজেন্ট নিবন্ধন", ar: "تسجيل الوكلاء" },
  "Worker Registration": { bn: "কর্মী নিবন্ধন", ar: "تسجيل العمال" },
  "Demand Submission": { bn: "কর্মীর চাহিদা জমা দিন", ar: "تقديم طلب عمالة" },
  "Job Application": { bn: "চাকরির আবেদন", ar: "التقديم على وظيفة" },
};

/** Every label and option of the seeded forms. */
const FORM_TEXTS: SideBySide = {
  "Full Name": { bn: "পুরো নাম", ar: "الاسم الكامل" },
  "Agency Name": { bn: "এজেন্সির নাম", ar: "اسم الوكالة" },
  Phone: { bn: "ফোন নম্বর", ar: "رقم الهاتف" },
  Country: { bn: "দেশ", ar: "الدولة" },
  "Years of Experience": { bn: "কত বছরের অভিজ্ঞতা", ar: "سنوات الخبرة" },
  "Trade License": { bn: "ট্রেড লাইসেন্স", ar: "الرخصة التجارية" },
  "Passport Number": { bn: "পাসপোর্ট নম্বর", ar: "رقم جواز السفر" },
  "Date of Birth": { bn: "জন্ম তারিখ", ar: "تاريخ الميلاد" },
  Trade: { bn: "পেশা", ar: "المهنة" },
  "Experience (years)": { bn: "অভিজ্ঞতা (বছর)", ar: "الخبرة (بالسنوات)" },
  "Passport Copy": { bn: "পাসপোর্টের কপি", ar: "صورة جواز السفر" },
  Photo: { bn: "ছবি", ar: "صورة شخصية" },
  "Company Name": { bn: "প্রতিষ্ঠানের নাম", ar: "اسم الشركة" },
  "Contact Person": { bn: "যোগাযোগের ব্যক্তি", ar: "الشخص المسؤول عن التواصل" },
  "Trades Needed": { bn: "যে পেশার কর্মী দরকার", ar: "المهن المطلوبة" },
  "Number of Workers": { bn: "কর্মীর সংখ্যা", ar: "عدد العمال" },
  Details: { bn: "বিস্তারিত", ar: "التفاصيل" },
  "Demand Letter": { bn: "চাহিদাপত্র", ar: "خطاب الطلب" },
  Job: { bn: "চাকরি", ar: "الوظيفة" },
  Experience: { bn: "অভিজ্ঞতা", ar: "الخبرة" },
  CV: { bn: "সিভি (জীবনবৃত্তান্ত)", ar: "السيرة الذاتية" },
  // countries
  "United Arab Emirates": { bn: "সংযুক্ত আরব আমিরাত", ar: "الإمارات العربية المتحدة" },
  Qatar: { bn: "কাতার", ar: "قطر" },
  Oman: { bn: "ওমান", ar: "عُمان" },
  Kuwait: { bn: "কুয়েত", ar: "الكويت" },
  Bahrain: { bn: "বাহরাইন", ar: "البحرين" },
  Malaysia: { bn: "মালয়েশিয়া", ar: "ماليزيا" },
  Other: { bn: "অন্যান্য", ar: "أخرى" },
  // trades
  Mason: { bn: "রাজমিস্ত্রি", ar: "بنّاء" },
  Carpenter: { bn: "কাঠমিস্ত্রি", ar: "نجّار" },
  Electrician: { bn: "ইলেকট্রিশিয়ান", ar: "كهربائي" },
  Plumber: { bn: "প্লাম্বার", ar: "سبّاك" },
  "Steel Fixer": { bn: "রড মিস্ত্রি", ar: "حدّاد تسليح" },
  Welder: { bn: "ওয়েল্ডার", ar: "لحّام" },
  Painter: { bn: "রংমিস্ত্রি", ar: "دهّان" },
  Driver: { bn: "গাড়িচালক", ar: "سائق" },
  Cleaner: { bn: "পরিচ্ছন্নতাকর্মী", ar: "عامل نظافة" },
};

// ───────────── jobs: titles ─────────────

const JOB_TITLES: SideBySide = {
  "Shuttering Carpenter": { bn: "শাটারিং কাঠমিস্ত্রি", ar: "نجّار طوبار" },
  "Building Electrician": { bn: "বিল্ডিং ইলেকট্রিশিয়ান", ar: "كهربائي مباني" },
  "6G Pipe Welder": { bn: "৬জি পাইপ ওয়েল্ডার", ar: "لحّام أنابيب 6G" },
  "Mason (Block & Plaster)": { bn: "রাজমিস্ত্রি (ব্লক ও প্লাস্টার)", ar: "بنّاء (بلوك ولياسة)" },
  "Heavy Duty Driver": { bn: "ভারী যানবাহনের চালক", ar: "سائق معدات ثقيلة" },
  "HVAC Technician": { bn: "এইচভিএসি টেকনিশিয়ান", ar: "فني تكييف وتهوية" },
  Scaffolder: { bn: "স্ক্যাফোল্ডিং মিস্ত্রি", ar: "فنّي سقالات" },
};

/** Every seeded text's Bangla and Arabic, by its English text. */
export const SEED_TEXTS: SideBySide = {
  ...SETTINGS,
  ...HOME,
  ...ABOUT,
  ...TRAINING,
  ...GALLERY_PAGE,
  ...CONTACT,
  ...SERVICES,
  ...PROJECTS,
  ...MANPOWER,
  ...GALLERY,
  ...IMAGE_ALTS,
  ...JOBS,
  ...FORM_TITLES,
  ...FORM_TEXTS,
  ...JOB_TITLES,
};
