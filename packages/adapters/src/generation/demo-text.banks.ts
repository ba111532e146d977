import type { OutputLanguage, WritingStyle } from '@lumen/domain';

/** The demo text model's phrase banks, one pack per output language. */
export interface LanguagePack {
  readonly slots: Readonly<Record<string, readonly string[]>>;
  /** Body sentences; `{topic}` is the prompt, `{slot}` a word from `slots`. */
  readonly sentences: readonly string[];
  readonly styles: Readonly<
    Record<
      WritingStyle,
      { readonly openers: readonly string[]; readonly sentences: readonly string[] }
    >
  >;
  readonly frames: {
    readonly articleTitles: readonly string[];
    readonly blogTitles: readonly string[];
    readonly blogHeadings: readonly string[];
    readonly blogOutros: readonly string[];
    readonly socialHooks: readonly string[];
    readonly hashtags: readonly string[];
    readonly subject: string;
    readonly emailSubjects: readonly string[];
    readonly formalGreetings: readonly string[];
    readonly casualGreetings: readonly string[];
    readonly signOffs: readonly string[];
    readonly productHeadlines: readonly string[];
    readonly callsToAction: readonly string[];
    readonly storyOpenings: readonly string[];
    readonly storyEndings: readonly string[];
  };
}

const english: LanguagePack = {
  slots: {
    adj: [
      'practical',
      'surprising',
      'lasting',
      'meaningful',
      'fresh',
      'reliable',
      'bold',
      'simple',
    ],
    benefit: [
      'save time',
      'work with more focus',
      'make better decisions',
      'feel more confident',
      'reach more people',
      'avoid common mistakes',
    ],
    audience: [
      'small teams',
      'busy professionals',
      'curious readers',
      'first-time buyers',
      'growing businesses',
      'families',
    ],
    noun: ['approach', 'habit', 'detail', 'step', 'choice', 'idea', 'routine', 'strategy'],
    time: [
      'this year',
      'every week',
      'from day one',
      'over the long run',
      'in a few minutes',
      'right now',
    ],
  },
  sentences: [
    '{topic} matters because it helps {audience} {benefit}.',
    'The most {adj} part of {topic} is how quickly it pays off {time}.',
    'A good first {noun} is to look at {topic} with fresh eyes and ask what really works.',
    'Many {audience} discover that {topic} is less about tools and more about a clear {noun}.',
    'When you start small, {topic} becomes a {adj} {noun} instead of a burden.',
    'Experience shows that {topic} rewards patience, curiosity and a little planning.',
    'One {adj} {noun} can change the way {audience} think about {topic}.',
    'The numbers are encouraging: people who take {topic} seriously tend to {benefit}.',
    'It is worth remembering that {topic} looks different for every person and every team.',
    'Think of {topic} as a {noun} you refine {time}, not a task you finish once.',
    'The best results with {topic} come from combining a {adj} plan with honest feedback.',
    'Even a modest change in {topic} can help {audience} {benefit}.',
    'Behind every success story about {topic} there is a {adj} {noun} repeated with care.',
    'If {topic} feels overwhelming, break it into one {noun} you can try {time}.',
    'Good questions make {topic} clearer: what do you want, and what gets in the way?',
    'Sharing what you learn about {topic} helps others {benefit} too.',
    'The real value of {topic} shows up when it becomes part of a daily {noun}.',
    'Tools help, but a {adj} mindset is what makes {topic} stick.',
    'Small wins with {topic} build momentum that lasts {time}.',
    'There is no single right way to approach {topic}, and that is part of its appeal.',
  ],
  styles: {
    professional: {
      openers: ['In practice,', 'From a business perspective,', 'Importantly,', 'As a result,'],
      sentences: [
        'Teams that measure {topic} carefully are able to {benefit} with less risk.',
        'A clear owner and a simple metric keep {topic} on track.',
      ],
    },
    casual: {
      openers: ['Honestly,', 'Here is the thing:', 'Look,', 'So,'],
      sentences: [
        "Let's be real, {topic} is way easier than it sounds.",
        "You don't need a fancy plan for {topic}, just start.",
      ],
    },
    friendly: {
      openers: ['Good news:', 'Here is a tip:', 'You might enjoy this:', 'Happily,'],
      sentences: [
        "We'd love to see you try {topic} and tell us how it goes.",
        'You are not alone: plenty of {audience} are exploring {topic} too.',
      ],
    },
    formal: {
      openers: ['Furthermore,', 'Accordingly,', 'It should be noted that', 'Consequently,'],
      sentences: [
        'It is therefore advisable to approach {topic} in a structured manner.',
        'The relevance of {topic} has been widely acknowledged by {audience}.',
      ],
    },
    persuasive: {
      openers: ['Imagine this:', "Don't wait:", 'The truth is,', 'Why settle for less?'],
      sentences: [
        'Choose {topic} today and start to {benefit} {time}.',
        'Every day without {topic} is a missed chance to {benefit}.',
      ],
    },
    informative: {
      openers: ['For context,', 'In short,', 'Notably,', 'To explain,'],
      sentences: [
        'Research on {topic} points to three factors: clarity, consistency and feedback.',
        'A useful definition: {topic} is a {adj} {noun} aimed at helping {audience}.',
      ],
    },
  },
  frames: {
    articleTitles: [
      'Understanding {topic}',
      '{topic}: what you need to know',
      'A closer look at {topic}',
      'Why {topic} matters {time}',
    ],
    blogTitles: [
      '{topic}: a {adj} guide',
      'How {topic} helps {audience}',
      '5 {adj} thoughts on {topic}',
      'Getting started with {topic}',
    ],
    blogHeadings: [
      'Why it matters',
      'Where to begin',
      'Common mistakes',
      'A {adj} example',
      'What comes next',
    ],
    blogOutros: [
      'Thanks for reading. What is your own experience with {topic}? Share it in the comments.',
      'That is all for today: try one idea about {topic} this week and see what changes.',
    ],
    socialHooks: [
      'Big news about {topic}!',
      'Quick thought on {topic}:',
      'Ever wondered about {topic}?',
      'Here is why {topic} deserves your attention:',
    ],
    hashtags: ['#tips', '#inspiration', '#growth', '#community', '#ideas', '#today'],
    subject: 'Subject',
    emailSubjects: [
      'A quick note about {topic}',
      'Next steps on {topic}',
      'Ideas for {topic}',
      'Your update on {topic}',
    ],
    formalGreetings: ['Dear colleague,', 'Dear customer,', 'Good morning,'],
    casualGreetings: ['Hi there,', 'Hey!', 'Hello friend,'],
    signOffs: [
      'Best regards,\nThe Lumen Studio team',
      'Kind regards,\nYour team',
      'Cheers,\nThe team',
    ],
    productHeadlines: [
      'Meet the {adj} way to enjoy {topic}',
      '{topic}, made {adj}',
      'Everything you love about {topic}, in one place',
    ],
    callsToAction: [
      'Order today and start to {benefit}.',
      'Try it now and see the difference {time}.',
      'Add it to your cart and {benefit}.',
    ],
    storyOpenings: [
      'Nobody expected {topic} to change everything that autumn.',
      'It began, as these things do, with a {adj} question about {topic}.',
      'The first time she heard of {topic}, the city was asleep.',
    ],
    storyEndings: [
      'And somewhere, {topic} was only just beginning.',
      'When the lights came on again, nothing about {topic} was the same.',
      'They never spoke of {topic} again, but they never forgot it either.',
    ],
  },
};

const spanish: LanguagePack = {
  slots: {
    adj: [
      'práctico',
      'sorprendente',
      'duradero',
      'valioso',
      'fresco',
      'fiable',
      'audaz',
      'sencillo',
    ],
    benefit: [
      'ahorrar tiempo',
      'trabajar con más foco',
      'tomar mejores decisiones',
      'ganar confianza',
      'llegar a más personas',
      'evitar errores comunes',
    ],
    audience: [
      'los equipos pequeños',
      'los profesionales ocupados',
      'los lectores curiosos',
      'los nuevos clientes',
      'las empresas en crecimiento',
      'las familias',
    ],
    noun: ['enfoque', 'hábito', 'detalle', 'paso', 'método', 'plan', 'rutina', 'estrategia'],
    time: [
      'este año',
      'cada semana',
      'desde el primer día',
      'a largo plazo',
      'en pocos minutos',
      'ahora mismo',
    ],
  },
  sentences: [
    '{topic} es importante porque ayuda a {audience} a {benefit}.',
    'Lo más {adj} de {topic} es lo rápido que da resultados {time}.',
    'Un buen primer {noun} es mirar {topic} con otros ojos y preguntarse qué funciona de verdad.',
    'Muchas veces {audience} descubren que {topic} depende menos de las herramientas que de un {noun} claro.',
    'Si se empieza poco a poco, {topic} se convierte en un {noun} {adj} y no en una carga.',
    'La experiencia demuestra que {topic} premia la paciencia, la curiosidad y un poco de planificación.',
    'Un solo {noun} {adj} puede cambiar la forma en que {audience} entienden {topic}.',
    'Los datos son alentadores: quienes se toman en serio {topic} suelen {benefit}.',
    'Conviene recordar que {topic} es distinto para cada persona y para cada equipo.',
    'Piensa en {topic} como un {noun} que se mejora {time}, no como una tarea que se termina una vez.',
    'Los mejores resultados con {topic} llegan al combinar un plan {adj} con opiniones sinceras.',
    'Incluso un pequeño cambio en {topic} puede ayudar a {audience} a {benefit}.',
    'Detrás de cada historia de éxito sobre {topic} hay un {noun} {adj} repetido con cuidado.',
    'Si {topic} parece demasiado, divídelo en un {noun} que puedas probar {time}.',
    'Las buenas preguntas aclaran {topic}: ¿qué quieres conseguir y qué te lo impide?',
    'Compartir lo que aprendes sobre {topic} también ayuda a otros a {benefit}.',
    'El verdadero valor de {topic} aparece cuando forma parte de la {noun} diaria.',
    'Las herramientas ayudan, pero es una actitud {adj} lo que hace que {topic} funcione.',
    'Los pequeños logros con {topic} crean un impulso que dura {time}.',
    'No existe una única forma correcta de abordar {topic}, y eso forma parte de su encanto.',
  ],
  styles: {
    professional: {
      openers: [
        'En la práctica,',
        'Desde el punto de vista del negocio,',
        'Es importante señalar que',
        'Como resultado,',
      ],
      sentences: [
        'Los equipos que miden {topic} con cuidado logran {benefit} con menos riesgo.',
        'Un responsable claro y una métrica sencilla mantienen {topic} en marcha.',
      ],
    },
    casual: {
      openers: ['La verdad,', 'Mira,', 'Oye,', 'Pues bien,'],
      sentences: [
        'Seamos sinceros: {topic} es mucho más fácil de lo que parece.',
        'No necesitas un gran plan para {topic}, solo empezar.',
      ],
    },
    friendly: {
      openers: ['Buenas noticias:', 'Un consejo:', 'Te va a gustar:', 'Por suerte,'],
      sentences: [
        'Nos encantaría que probaras {topic} y nos contaras qué tal.',
        'No estás solo: muchos como tú están descubriendo {topic}.',
      ],
    },
    formal: {
      openers: ['Asimismo,', 'En consecuencia,', 'Cabe destacar que', 'Por consiguiente,'],
      sentences: [
        'Resulta aconsejable abordar {topic} de manera estructurada.',
        'La relevancia de {topic} ha sido ampliamente reconocida por {audience}.',
      ],
    },
    persuasive: {
      openers: [
        'Imagínalo:',
        'No esperes más:',
        'La realidad es que',
        '¿Por qué conformarse con menos?',
      ],
      sentences: [
        'Elige {topic} hoy y empieza a {benefit} {time}.',
        'Cada día sin {topic} es una oportunidad perdida de {benefit}.',
      ],
    },
    informative: {
      openers: ['Para situarnos,', 'En resumen,', 'Cabe señalar que', 'Para explicarlo,'],
      sentences: [
        'Los estudios sobre {topic} señalan tres factores: claridad, constancia y evaluación.',
        'Una definición útil: {topic} es un {noun} {adj} pensado para ayudar a {audience}.',
      ],
    },
  },
  frames: {
    articleTitles: [
      'Entender {topic}',
      '{topic}: lo que necesitas saber',
      'Una mirada a {topic}',
      'Por qué {topic} importa {time}',
    ],
    blogTitles: [
      '{topic}: una guía {adj}',
      'Cómo {topic} ayuda a {audience}',
      '5 ideas sobre {topic}',
      'Primeros pasos con {topic}',
    ],
    blogHeadings: [
      'Por qué importa',
      'Por dónde empezar',
      'Errores frecuentes',
      'Un ejemplo {adj}',
      'Qué viene después',
    ],
    blogOutros: [
      'Gracias por leer. ¿Cuál es tu experiencia con {topic}? Cuéntanosla en los comentarios.',
      'Eso es todo por hoy: prueba una idea sobre {topic} esta semana y observa qué cambia.',
    ],
    socialHooks: [
      '¡Grandes noticias sobre {topic}!',
      'Una idea rápida sobre {topic}:',
      '¿Alguna vez te has preguntado por {topic}?',
      'Por esto {topic} merece tu atención:',
    ],
    hashtags: ['#consejos', '#inspiración', '#crecimiento', '#comunidad', '#ideas', '#hoy'],
    subject: 'Asunto',
    emailSubjects: [
      'Una nota breve sobre {topic}',
      'Próximos pasos sobre {topic}',
      'Ideas para {topic}',
      'Novedades sobre {topic}',
    ],
    formalGreetings: ['Estimado colega:', 'Estimado cliente:', 'Buenos días:'],
    casualGreetings: ['¡Hola!', '¿Qué tal?', 'Hola, amigo:'],
    signOffs: [
      'Un cordial saludo,\nEl equipo de Lumen Studio',
      'Atentamente,\nTu equipo',
      '¡Hasta pronto!\nEl equipo',
    ],
    productHeadlines: [
      'Descubre la forma más {adj} de disfrutar {topic}',
      '{topic}, ahora más {adj}',
      'Todo lo que te gusta de {topic}, en un solo lugar',
    ],
    callsToAction: [
      'Pídelo hoy y empieza a {benefit}.',
      'Pruébalo ahora y nota la diferencia {time}.',
      'Añádelo a tu carrito y empieza a {benefit}.',
    ],
    storyOpenings: [
      'Nadie esperaba que {topic} lo cambiara todo aquel otoño.',
      'Todo empezó, como suele pasar, con una pregunta {adj} sobre {topic}.',
      'La primera vez que oyó hablar de {topic}, la ciudad dormía.',
    ],
    storyEndings: [
      'Y en algún lugar, {topic} apenas comenzaba.',
      'Cuando volvieron las luces, nada de {topic} era igual.',
      'Nunca volvieron a hablar de {topic}, pero tampoco lo olvidaron.',
    ],
  },
};

export const TEXT_BANKS: Readonly<Record<OutputLanguage, LanguagePack>> = { english, spanish };
