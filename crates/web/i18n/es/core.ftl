# Las páginas de Tablón, en español. Los ids son los de en/core.ftl (un test vigila que estén todos).

nav-skip = Saltar al contenido
nav-label = Principal
nav-my-tables = Mis mesas
nav-new-table = Abrir una mesa
nav-help = Ayuda
nav-sign-in = Entrar
nav-sign-up = Crear cuenta
nav-sign-out = Salir
signout-no-seats = Este navegador no guarda ningún asiento por su enlace: al salir no queda nada atrás.
signout-seats-here = { $count ->
    [one] Este navegador guarda además este asiento por su enlace: quien use este navegador puede jugarlo, con sesión o sin ella.
   *[other] Este navegador guarda además estos { $count } asientos por sus enlaces: quien use este navegador puede jugarlos, con sesión o sin ella.
}
signout-which-device = ¿De quién es este dispositivo?
signout-own-device = { $count ->
    [one] Mío: guardar el asiento en este navegador
   *[other] Mío: guardar los asientos en este navegador
}
signout-shared-device = { $count ->
    [one] Compartido: olvidar también el asiento (su enlace o tu correo lo abren de nuevo)
   *[other] Compartido: olvidar también los asientos (sus enlaces o tu correo los abren de nuevo)
}
signout-done = Has salido de tu cuenta
signout-kept-none = Este navegador no guarda ningún asiento: aquí nadie puede jugar por ti.
signout-kept = { $count ->
    [one] Este navegador sigue guardando este asiento por su enlace: quien lo use puede jugarlo.
   *[other] Este navegador sigue guardando estos { $count } asientos por sus enlaces: quien lo use puede jugarlos.
}
footer-text = Tablón — un árbitro honesto para juegos narrativos. Cada tirada se puede <a href="/help">verificar</a>.

error-title = Algo salió mal
error-back-home = Volver al inicio

game-tragedy-looper = Regreso a la tragedia (Tragedy Looper)
game-44 = 44: Un juego de miedo automático
game-fragmentos = Fragmentos
game-genrefuzzion = GenreFuzzion
game-tragedy-looper-blurb = Deducción en un bucle temporal: { -looper-the-protagonists } reviven los mismos días para impedir la tragedia que { -looper-the-mastermind } ha escrito en secreto.
game-44-blurb = Miedo automático en un pueblo que ya no es tuyo: personajes principales contra la Sección 44 del Director, con reservas de d6, Vínculos y Estrés.
game-fragmentos-blurb = Terror con d6: desafíos peligrosos, presagios en los dados y una amenaza que no deja de crecer.
game-genrefuzzion-blurb = Hecho para jugar por foro: dados escalonados de d4 a d12, puntos de Victoria y de Karma, escenas valoradas por la mesa.

home-title = Una mesa para juegos narrativos, en vivo o por foro
home-lead = Tablón hace cumplir las reglas, tira dados que cualquiera puede verificar y muestra a cada asiento solo lo que puede saber. Para una tarde o para semanas.
home-how-to-play = Cómo se juega aquí
home-open-table = Abrir una mesa
home-open-tables = Mesas que puedes mirar
home-promises-title = Lo que promete el árbitro
home-promise-referee = Aplica la mecánica de cada juego: solo ofrece acciones legales y, si rechaza una, dice por qué.
home-promise-dice = Cada tirada queda comprometida antes de hacerse y cualquiera puede comprobarla después.
home-promise-secrets = Roles ocultos, manos y cartas boca abajo nunca llegan a un asiento que no deba verlos.
home-promise-post = La historia y la charla de mesa viven en hilos, con susurros y actualizaciones en vivo.

account-username = Nombre de usuario
account-username-help = De 3 a 32 letras, cifras, - o _.
account-password = Contraseña
account-have-one = ¿Ya tienes cuenta?
account-need-one = ¿Eres nuevo?

tables-none = Todavía no tienes mesas.
tables-your-move = Te toca
tables-waiting-on = Esperando a { $seats }
tables-none-here = Este navegador aún no tiene asientos: abre el enlace de un asiento para unirte a una mesa, o entra para ver las mesas de tu cuenta.
tables-this-browser = Solo en este navegador
tables-link-only = { $count ->
    [one] Ocupas aquí un asiento solo por su enlace: si este navegador lo olvida, solo el enlace te lo devuelve.
   *[other] Ocupas aquí { $count } asientos solo por sus enlaces: si este navegador los olvida, solo los enlaces te los devuelven.
}
tables-attach = { $count ->
    [one] Guardarlo en mi cuenta
   *[other] Guardarlos en mi cuenta
}
home-waiting-on-you = { $count ->
    [one] Una mesa te está esperando
   *[other] { $count } mesas te están esperando
}
deadline-left = Quedan { $amount } para mover
deadline-overdue = Vencido hace { $amount }

new-title = Abrir una mesa de { $game }
new-table-legend = La mesa
new-table-title = Título
new-spectators = Cualquiera con la dirección puede mirar (solo la vista pública)
new-max-wait = Espera máxima por jugada, en horas (opcional)
new-max-wait-help = Pasado ese tiempo se avisa al webhook y el moderador puede saltar o suspender según permita el juego.
new-webhook = Webhook de avisos (una URL compatible con Discord, opcional)
new-game-legend = El juego
new-my-seat = Tu asiento
new-my-seat-label = Asiento que ocupas tú (vacío: ninguno)
new-my-seat-help = El asiento 0 es el de { -looper-the-mastermind }, el del director o el del moderador. Los demás asientos reciben enlaces para repartir.
new-open = Abrir la mesa
setup-config-json = Configuración (JSON)

opened-title = Mesa abierta
opened-links-once = Manda a cada jugador el enlace de su asiento. Es la única vez que se muestran; el enlace de un asiento se puede reemplazar desde la mesa.
opened-link = Enlace del asiento
opened-go = Ir a la mesa
links-shown = Estos enlaces se mostraron una sola vez y no se guardan. Desde la página de la mesa se puede reemplazar el enlace de un asiento (el anterior deja de funcionar).
copy = Copiar
copy-bbcode = BBCode
copy-markdown = Markdown
seat = asiento

join-title = Ocupa tu asiento
join-lead = El enlace de tu asiento te trajo aquí. Ocupa el asiento para jugar; el enlace sigue siendo tu llave.
join-no-account = Puedes jugar sin cuenta. Si entras con tu cuenta, el asiento queda también en ella.
join-token = Llave del asiento
join-take-seat = Ocupar el asiento

table-game-panel = Panel del juego
table-new-posts = Mensajes nuevos
table-you-are = eres { $seat }
table-spectator = espectador
table-seats = Asientos
table-waiting-badge = su turno
table-seat-no-link = (sin enlace)
table-new-link = Nuevo enlace
table-revoke-link = Anular enlace
table-seat-held-by = con la cuenta
table-seat-link-only = por enlace, sin cuenta
table-remove-holder = Quitar jugador
table-new-link-help = Un enlace nuevo reemplaza el de este asiento, que deja de funcionar al momento; envía el nuevo al jugador.
table-first-link-help = Un enlace para este asiento: quien lo abra ocupa el asiento.
table-revoke-help = El enlace deja de funcionar al momento: quien lo abrió pierde el asiento, y nadie puede ocuparlo hasta que hagas un enlace nuevo.
table-remove-help = Esta cuenta pierde el asiento, y el enlace con el que entró deja de funcionar; haz un enlace nuevo para dar el asiento a otra persona.
mod-title = Moderación
mod-suspended-since = Suspendida por su moderador desde
mod-suspend = Suspender la mesa
mod-suspend-help = No se acepta ninguna jugada hasta que la reanudes; toda la mesa ve que está suspendida.
mod-resume = Reanudar la mesa
mod-skip = Saltar a un jugador que tarda
mod-skip-help-genrefuzzion = Según las reglas, el moderador suspende la escena en juego (se puede retomar más tarde); elige quién puede empezar la siguiente.
mod-next-starter = Quién empieza la siguiente escena
table-nobody-waited = No le toca a nadie.
table-stale = La mesa avanzó mientras rellenabas este formulario: al enviarlo se comprueba contra el estado nuevo; o recarga.

thread-story = Historia
thread-talk = Charla de mesa
thread-empty = Todavía no hay nada.
post-write = Escribe (Markdown)
post-whisper-to = Susurrar a
post-everyone = Todos
post-send = Publicar
post-whisper = susurro
post-reached = Llega a: { $names }
post-edited = (editado)
post-edit = Editar
post-save = Guardar
post-history = Historial de un mensaje

action-raw-summary = Enviar una orden en JSON
action-raw-label = Orden (JSON)
action-send = Enviar

dice-title = Dados
dice-commitment = Compromiso
dice-seed = Semilla
dice-verify-all = Verificar todas las tiradas
dice-verify-link = verificar
dice-back = volver a la mesa
dice-all-ok = Todas las tiradas reveladas cuadran.
dice-some-bad = Alguna tirada no cuadra con su semilla revelada.
dice-not-revealed = Semilla aún sin revelar
dice-imported-not-revealed = Traída por una importación antes de revelarse su semilla: verifícala en el servidor de origen
dice-verified = verificada
dice-mismatch = no cuadra
dice-no-rolls = Todavía no hay tiradas.
dice-client-seed = Semilla del cliente
dice-dice = Dados
dice-faces = Caras
dice-verdict = Comprobación
dice-index = Índice
dice-label = { $who } — { $what }
dice-label-step = { $who } — { $what } ({ $step })
dice-label-nobody-step = { $what } ({ $step })
dice-a-roll = una tirada
dice-roll = Tirada
dice-reading = Lectura
dice-seen = Se muestra porque
dice-seen-yours = es tu tirada
dice-seen-table = se tiró ante la mesa
dice-seen-moderator = diriges la mesa
dice-seen-post = se tiró en un mensaje que puedes leer
dice-total = total { $total }
dice-box = 🎲 Tirar dados con este mensaje
dice-box-notation = Dados (2d6+1, d20, d6+d8…)
dice-box-label = Para qué
dice-box-help = Los tira la mesa con su semilla comprometida al enviar; se ven dentro del mensaje y se verifican como cualquier tirada.
dice-intro = Cada tirada que tu asiento hizo o puede ver: quién tiró y para qué, sus caras y cómo las leen las reglas. Revelada la semilla, aquí se comprueba cada una.
dice-one-title = Una tirada
dice-reveal = Revelar la semilla y empezar otra
dice-reveal-help = Al revelarla, cualquiera puede recalcular cada tirada hecha con ella; las siguientes usan una semilla nueva ya comprometida.
dice-reveal-confirm = Una vez revelada, esta semilla es pública para siempre; las siguientes tiradas usan una semilla nueva.
dice-how-title = Cómo comprobar una tirada por tu cuenta
dice-how-1 = Antes de tirar, la mesa publica el SHA-256 de una semilla secreta (el compromiso). Cada tirada es HMAC-SHA256 de la semilla, la semilla del cliente y el índice, convertida en caras con ChaCha20.
dice-how-2 = Revelada la semilla, cualquiera puede comprobar que su hash es el compromiso y que da estas caras, con la orden tablon o con el script de Python independiente del repositorio:

odds-success = Probabilidad de éxito:
odds-chart = Resultados

help-title = Ayuda
help-tables-title = Mesas, asientos e hilos
help-tables-1 = Quien abre una mesa elige el juego y su preparación, y manda a cada jugador el enlace de su asiento. Un enlace es una llave: guárdalo, o entra con tu cuenta para que el asiento quede en ella.
help-tables-2 = Una mesa tiene un hilo de historia, donde aparecen los sucesos del juego según ocurren, y un hilo de charla de mesa para todo lo demás. Cualquier asiento puede susurrar a otro; quien abre la mesa decide si { -looper-the-mastermind }, el director o el moderador lee también los susurros entre jugadores, y la mesa lo dice a todos.
help-tables-3 = Para saber cuándo te toca sin mirar: «Mis mesas» lista los asientos que tiene este navegador, aunque no tengas cuenta (y los guarda en la que crees después); la página de correo de una mesa pone una dirección para sus correos (te toca, se acaba la espera, mensajes para ti, o un resumen al día) y da un enlace secreto para seguirla con un lector de canales; y la pestaña de una mesa muestra en su título lo que llegó mientras no mirabas, con avisos si los permites.
help-dice-title = Dados que cualquiera puede verificar
help-dice-1 = La mesa se compromete con una semilla secreta antes de tirar. Cuando se revela, cada tirada hecha con ella se puede recalcular en la página de dados de la mesa o con «tablon verify».
help-secrets-title = Lo que ve cada asiento
help-secrets-1 = Cada asiento recibe solo lo que su papel puede saber: ningún rol oculto, carta boca abajo o nota privada llega a la página de otro asiento.

err-auth-wrong-credentials = Usuario o contraseña incorrectos.
err-auth-required = Primero entra con tu cuenta o abre el enlace de tu asiento.
err-input-malformed = No se entendió el formulario: revisa sus campos y envíalo de nuevo.
err-input-text = El texto contiene un carácter de control invisible o un no-carácter (como U+0000 o U+FFFF), que no se puede guardar: escribe cualquier otro texto; los tabuladores y saltos de línea sí valen.
err-duplicate = Eso ya existe.
err-account-username = Un nombre de usuario tiene de 3 a 32 letras, cifras, - o _.
err-account-password = Una contraseña tiene de 8 a 256 caracteres.
err-user-taken = Ese nombre ya está en uso: elige otro.
err-csrf-missing-header = A esta petición le falta su cabecera de protección.
err-csrf-form-token = Este formulario está caducado o viene de otro sitio: recarga la página y envíalo de nuevo.
err-dice-client-seed = Una semilla de cliente tiene de 1 a 64 caracteres visibles.
err-dice-commitment = Un compromiso son 64 cifras hexadecimales.
err-dice-not-moderator = Solo el dueño de la mesa o el asiento 0 pueden revelar la semilla.
err-dice-not-seated = Solo los asientos de la mesa pueden verificar sus tiradas.
err-game-unknown = Aquí no hay ese juego.
err-input-last-event-id = El id del último suceso debe ser un número.
err-input-tables = Indica las mesas por su número, cada una una vez y con el número de secuencia que muestra su página (12:40,15:3), 32 como mucho.
err-input-seat = El asiento debe ser un número.
err-post-grace-over = Un mensaje solo se puede editar durante sus primeros minutos.
err-post-length = Un mensaje no puede estar vacío ni ser más largo de lo que admite la mesa.
err-post-not-author = Solo su autor puede editar un mensaje.
err-post-not-seated = Solo los asientos y el dueño de la mesa pueden publicar.
err-post-whisper = Un susurro va a otro asiento de la mesa, no al tuyo.
err-post-thread = El hilo es «story» (historia) o «talk» (charla).
err-seat-not-yours = Ese asiento no es tuyo.
err-seat-required = Solo un asiento de esta mesa puede hacer esto: ocupa tu asiento con su enlace.
err-table-busy = La mesa cambió mientras se decidía tu orden: inténtalo de nuevo.
err-table-max-wait = La espera máxima va de 1 minuto a 60 días.
err-table-not-moderator = Solo el dueño de la mesa o el asiento 0 pueden gestionar los enlaces.
err-table-seat = Ese asiento no existe en la preparación de este juego.
err-table-title = Un título tiene de 1 a 200 caracteres.
err-table-webhook = El webhook es una dirección http(s) de 500 caracteres como mucho.
err-table-not-found = No existe esa mesa, o no puedes verla.
err-table-daily-cap = Una cuenta abre como mucho { $cap } mesas al día en este servidor: juega en las que tienes o abre esta mañana.
err-idempotency-reused = Este formulario ya se envió con otro contenido: recarga la página y envíalo de nuevo.
err-idempotency-key = La clave de envío de este formulario está dañada: recarga la página y envíalo de nuevo.
err-idempotency-key-taken = Este formulario se estaba enviando dos veces a la vez: recarga la página para ver qué se guardó.
err-idempotency-key-short = La clave de envío de este formulario es demasiado corta para guardar sus enlaces a salvo: recarga la página y envíalo de nuevo.
err-post-not-found = No existe ese mensaje.
err-invitation-not-found = Ese enlace de asiento no existe o fue reemplazado: pide uno nuevo.
err-game-not-found = Aquí no hay ese juego.
err-page-not-found = No existe esa página.
err-path-not-found = No hay nada en esta dirección: revisa el enlace.
err-roll-not-found = No existe esa tirada.
err-seat-not-found = No existe ese asiento.
err-user-not-found = No existe esa cuenta.
err-commitment-not-found = No existe ese compromiso de dados.
err-session-not-found = Esa sesión ha terminado: vuelve a entrar.
err-delivery-not-found = No existe ese envío.
err-idempotency-key-not-found = No existe esa clave de envío.
err-mail-address-not-found = No existe esa dirección de correo.
err-confirmation-link-not-found = Este enlace de confirmación no existe o ya se usó: vuelve a poner la dirección para recibir otro.
err-unsubscribe-link-not-found = Este enlace para darse de baja no existe: usa el de tu último correo o la página de ajustes de correo.
err-feed-not-found = No existe ese canal, o su enlace se sustituyó.
err-rate-limited = Demasiadas peticiones: ve un poco más despacio.
err-auth-throttled = Demasiados intentos fallidos de entrar: espera { $seconds } segundos y vuelve a intentarlo.
err-server-busy = El servidor está ocupado: vuelve a intentarlo en { $seconds } segundos.
err-request-too-large = Lo que enviaste es demasiado largo (como mucho { $limit } bytes).
err-request-timeout = Lo que enviaste tardó demasiado en llegar: envíalo de nuevo.
err-internal = Algo se rompió de nuestro lado; ha quedado registrado.
err-form-command-json = La orden no es JSON válido.
err-form-config-json = La configuración no es JSON válido.
err-form-config-missing = La configuración está vacía.
err-form-number = Rellena ese campo con un número entero.
err-form-unknown = Este formulario no es del juego.
err-import-incomplete = Esta exportación no contiene el registro completo de la mesa (la hizo un asiento que no lo ve todo): solo se puede importar la exportación completa del dueño o de { -looper-the-mastermind }, del director o del moderador.
err-import-invalid = Esta exportación no es una mesa de Tablón válida: fue modificada o cortada.
err-import-roll = Una tirada de un mensaje de esta exportación no es una que sus dados pudieran sacar, o su semilla revelada no la recalcula: fue modificada.
err-skip-next-starter = Para saltar, indica el asiento que puede empezar la siguiente escena.
err-table-suspended = La mesa está suspendida: el moderador debe reanudarla antes de que nadie actúe.
err-table-no-skip = Este juego no tiene regla para saltar a un jugador: suspende la mesa o espera.

# Seats the game names after their role (screens::seat_label).
seat-mastermind = { -looper-mastermind(cap: "yes") }
seat-protagonist = { -looper-protagonist(cap: "yes", count: 1) } { $n }
# $gender: el que eligió quien ocupa el asiento ("feminine", "masculine"); "neutral" si ninguno.
seat-director = { $gender ->
        [feminine] { -fortyfour-director(gender: "feminine") }
        [masculine] { -fortyfour-director(gender: "masculine") }
       *[other] { -fortyfour-director(gender: "neutral") }
    }
seat-moderator = { $gender ->
        [feminine] { -genrefuzzion-moderator(gender: "feminine") }
        [masculine] { -genrefuzzion-moderator(gender: "masculine") }
       *[other] { -genrefuzzion-moderator(gender: "neutral") }
    } ({ $player })
seat-character = Personaje { $n }
# Los mismos asientos nombrados dentro de una frase, con su artículo («eres la Directora», «contra el
# Director», «Esperando a la mente maestra»); en minúscula: el código pone la mayúscula al empezar
# frase y contrae «de el»/«a el» en «del»/«al» (screens::seat_label_the).
seat-the-mastermind = { -looper-the-mastermind }
seat-the-protagonist = { $gender ->
        [feminine] la { -looper-protagonist(count: 1) } { $n }
        [masculine] el { -looper-protagonist(count: 1) } { $n }
       *[other] { -looper-protagonist(cap: "yes", count: 1) } { $n }
    }
seat-the-director = { $gender ->
        [feminine] la { -fortyfour-director(gender: "feminine") }
        [masculine] el { -fortyfour-director(gender: "masculine") }
       *[other] la { -fortyfour-director(gender: "neutral") }
    }
seat-the-moderator = { $gender ->
        [feminine] la { -genrefuzzion-moderator(gender: "feminine") }
        [masculine] el { -genrefuzzion-moderator(gender: "masculine") }
       *[other] la { -genrefuzzion-moderator(gender: "neutral") }
    } ({ $player })
seat-the-character = el personaje { $n }

# Hilos legibles: nombres, horas, respuestas, susurros entre jugadores (issue 16)
new-gm-reads-whispers = Quien dirige el juego lee los susurros entre jugadores
new-gm-reads-whispers-help = Quien dirige el juego (la mente maestra, la Dirección o la Moderación) leerá también los susurros que los jugadores se manden entre ellos. Se decide ahora, no cambia después y la mesa se lo muestra a todos.
table-gm-reads-whispers = { $gm } lee también los susurros entre jugadores.
table-whispers-private = Un susurro solo lo leen quien lo escribe y quien lo recibe.
table-switch-seat = Mirar como
table-your-name = Tu nombre en esta mesa
table-your-gender = Género de las palabras sobre ti
table-your-gender-help = Cómo te nombran las páginas en español, a ti y a tu personaje: «la Directora», «el Director» o, en neutro, «la Dirección»; «reemplazada», «reemplazado» o una frase sin género.
table-gender-neutral = Neutro
table-gender-feminine = Femenino
table-gender-masculine = Masculino
err-seat-gender = Elige palabras femeninas, masculinas o neutras para tu asiento.
table-your-name-help = Un apodo o el nombre de tu personaje; se muestra junto a tu papel en el juego. Vacío: el nombre del juego.
table-name-save = Guardar el nombre
thread-only-people = Solo lo que escribe la gente
thread-jump-newest = Ir a lo más reciente
thread-new-one = 1 nuevo ↓
thread-new-many = { $count } nuevos ↓
thread-load-earlier = Cargar mensajes anteriores
thread-unread = Nuevo desde tu última visita
thread-system-lines = { $count ->
    [one] 1 línea del juego
   *[other] { $count } líneas del juego
}
post-reply = Responder
post-in-reply-to = en respuesta a
post-replying-to = Respondes a
post-reply-cancel = No responder
post-mention-list = Nombres a los que dirigirte
post-mention-help = Escribe @ y un nombre para dirigirte a alguien: una lista ofrece los nombres (flechas para elegir, Intro para tomar uno, Escape para cerrarla).
err-post-dice = Escribe los dados como 2d6+1 o d20 (de 1 a 100 dados).
err-post-dice-label = Di para qué es la tirada, en 1 a 80 caracteres en una línea.
post-whisper-group-help = Elige varios para susurrar a un grupo.
err-post-whisper-group = Un susurro a un grupo va a los asientos 0 a 62.
err-post-reply-to = Solo puedes responder a un mensaje de esta mesa que puedas leer.
err-seat-name = Un nombre tiene de 1 a 40 caracteres en una línea, sin @.
err-seat-name-taken = Otro asiento de esta mesa ya tiene ese nombre: elige otro.
err-seat-name-not-yours = Solo quien ocupa un asiento puede ponerle nombre.
tab-your-move = te toca
tab-notify-your-move = { $table }: te toca
tab-notify-addressed = { $table }: alguien te ha escrito
tab-notify = Avisarme de mi turno y de los mensajes para mí mientras esta pestaña está en segundo plano
tab-sound = con un sonido

# The colour theme switch in the top bar (it names the theme in use; each press moves to the next).
theme-system = Tema: el del sistema
theme-light = Tema: claro
theme-dark = Tema: oscuro
theme-hint = Cambia entre el tema del sistema, el claro y el oscuro

# The characters' sheets under a game's actions, folded on a phone (the summary that opens them).
fold-sheets = Las hojas de los personajes
post-spoiler = Spoiler: ábrelo para leerlo
post-spoiler-hidden = spoiler
feed-whisper = Susurro a { $to }
feed-reply = En respuesta a { $author }: «{ $excerpt }»
feed-roll = 🎲 { $label }: { $dice } → { $faces } (total { $total })
feed-roll-no-total = 🎲 { $label }: { $dice } → { $faces }
dice-seen-your-move = se tiró en tu jugada

## Imágenes en mensajes y susurros
post-images = Imágenes
post-images-help = PNG, JPEG, WebP o GIF: hasta { $most ->
    [one] una imagen
   *[other] { $most } imágenes
  } de { $max_mb } MB como mucho cada una. Las fotos se envían sin sus datos ocultos (lugar, cámara, fecha).
post-image-too-large = Una imagen ocupa como mucho { $max_mb } MB: elige una más pequeña.
post-image-alt = Imagen { $n } de { $count }, enviada por { $author }
post-image-open = Abrir la imagen completa
err-image-not-image = «{ $name }» no es una imagen que Tablón acepte: envía un archivo PNG, JPEG, WebP o GIF.
err-image-too-large = «{ $name }» ocupa { $size_mb } MB; una imagen ocupa como mucho { $max_mb } MB.
err-image-too-many = Un mensaje lleva como mucho { $most ->
    [one] una imagen
   *[other] { $most } imágenes
  }.
err-image-dimensions = «{ $name }» mide { $width }×{ $height } píxeles; una imagen tiene como mucho { $megapixels } megapíxeles.
err-image-not-found = Esa imagen no existe, o no puedes verla.

## Documentos para los jugadores
handouts = Documentos
handouts-none = Todavía no te han dado ningún documento.
handouts-none-given = Todavía no has dado ningún documento.
handout-new = Dar un documento
handout-title = Título
handout-text = Texto (Markdown)
handout-image = Imagen (opcional)
handout-show-to = Mostrar a
handout-give = Dar
handout-show = Mostrar a otros asientos
handout-save = Guardar
handout-shown-to = Lo ven: { $names }
handout-shown-to-nobody = Todavía no lo ve nadie.
err-handout-title = El título de un documento tiene de 1 a 120 caracteres en una línea.
err-handout-body = Un documento lleva un texto o una imagen (un texto tan largo como un mensaje como mucho).
err-handout-seats = Muestra un documento a los asientos de esta mesa.
err-handout-not-gm = Solo quien dirige la partida da documentos.
err-handout-not-found = No existe ese documento.

## Retratos
table-portrait = Tu retrato
table-portrait-save = Guardar el retrato
table-portrait-remove = Volver a las iniciales
table-portrait-help = Una imagen junto a tu nombre en los asientos y en tus mensajes (PNG, JPEG, WebP o GIF); sin ella, tus iniciales.
err-portrait-not-yours = Solo quien ocupa un asiento elige su retrato.
err-portrait-image = Elige una imagen para tu retrato.
err-input-multipart = Una petición con imágenes envía sus datos en el campo «{ $field }» y cada imagen como archivo «image».
