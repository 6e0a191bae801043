## Correo: lo que se envía y las páginas que lo configuran.

mail-confirm-subject = Confirma tu dirección para Tablón
mail-confirm-body = Alguien (esperamos que tú) pidió a Tablón que enviase correo sobre sus mesas a esta dirección. Para confirmarla, abre este enlace:
    
    { $link }
    
    Si no fuiste tú, ignora este correo: no llegará ningún otro.
mail-your-tables-subject = Tus mesas en Tablón
mail-your-tables-body = { $count ->
    [one] Alguien (esperamos que tú) pidió a Tablón la mesa sobre la que esta dirección recibe correo. Su enlace abre tu asiento en cualquier dispositivo:
   *[other] Alguien (esperamos que tú) pidió a Tablón las { $count } mesas sobre las que esta dirección recibe correo. Cada enlace abre tu asiento en cualquier dispositivo:
}
mail-your-tables-note = No compartas estos enlaces: quien abra uno juega tu asiento. Si no lo pediste, ignora este correo.
send-tables-title = Envíame mis mesas
send-tables-intro = ¿No encuentras tus mesas en este dispositivo? Escribe la dirección que confirmaste en alguna: le enviaremos un enlace a cada asiento sobre el que recibe correo, que abre el asiento en cualquier dispositivo.
send-tables-button = Envíame mis mesas
send-tables-sent = Si { $address } es una dirección confirmada aquí, va de camino un correo con sus mesas (uno por hora como mucho).
mail-your-move-subject = { $table }: te toca
mail-your-move-body = La mesa «{ $table }» te está esperando ({ $seat }).
mail-your-move-happened = Lo que acaba de pasar:
mail-addressed-subject = { $table }: { $author } te ha susurrado
mail-addressed-body = { $author } te ha susurrado en la mesa «{ $table }»:
mail-gathered-subject = { $table }: { $count } mensajes para ti
mail-gathered-body = En la mesa «{ $table }» te han escrito { $count } veces:
mail-gathered-whisper = { $author } te susurró:
mail-gathered-wrote = { $author } escribió:
mail-open-table = Abre la mesa: { $link }
mail-unsubscribe = Para no recibir más correos como este: { $link }

mail-title = Correo
mail-off = Este servidor no envía correo: quien lo administra no lo ha configurado.
mail-address = Dirección de correo
mail-address-help = Te enviaremos un enlace para confirmarla; antes no se envía nada más.
mail-save = Guardar
mail-remove = No enviar ningún correo
mail-pending = Pendiente de confirmar: abre el enlace que enviamos a { $address }.
mail-confirmed = El correo va a { $address }.
mail-kinds = Envíame
mail-kind-your-move = un correo cuando una mesa empiece a esperarme (uno hasta que juegue)
mail-kind-addressed = un correo cuando alguien me susurre
mail-confirm-done = Tu dirección está confirmada: el correo sobre tus mesas llegará a ella.
mail-confirm-ask = Confirma que Tablón puede enviar correo sobre tus mesas a la dirección a la que se envió este enlace.
mail-confirm-button = Confirmar la dirección
err-mail-too-many = Esta dirección ha recibido { $most } correos de confirmación en el último día, los más que enviamos a una dirección: vuelve a intentarlo { $hours ->
    [one] dentro de una hora
   *[other] dentro de { $hours } horas
}.
err-mail-undeliverable = El correo no puede llegar a esa dirección: escribe una cuyo dominio sea un nombre de Internet, como ana@example.org (sin direcciones IP entre corchetes ni nombres locales).
mail-confirm-gone = Este enlace de confirmación no existe o ya se usó.
mail-unsubscribe-title = Dejar de recibir estos correos
mail-unsubscribe-ask = Dejar de recibir los correos de este tipo: { $kind }
mail-unsubscribe-button = No enviarlos más
mail-unsubscribe-done = Hecho: no recibirás más correos de este tipo. Puedes volver a activarlos en tu página de correo.
mail-unsubscribe-gone = Este enlace no existe: la dirección se quitó o cambió.
nav-mail = Correo
err-mail-address = Eso no es una dirección de correo: escribe una como ana@example.org (de 254 caracteres como mucho).
err-mail-off = Este servidor no envía correo: quien lo administra no lo ha configurado.
err-mail-no-address = Pon primero una dirección de correo.
err-mail-lang = El correo se escribe en español (es) o en inglés (en).
err-mail-seat = Indica la mesa y el asiento, o ninguno de los dos (para tu cuenta).
err-mail-kind = Ese no es un tipo de correo: your-move, deadline, addressed o digest.
err-mail-not-your-seat = No tienes ese asiento por su enlace.
mail-mentioned-subject = { $table }: { $author } te ha escrito
mail-mentioned-body = { $author } te ha escrito en la mesa «{ $table }»:
mail-deadline-subject = { $table }: te toca; { $when }
mail-deadline-body = La mesa «{ $table }» sigue esperándote ({ $seat }): { $when }.
mail-digest-subject = { $count ->
    [0] Tablón: lo que ha cambiado en tus mesas
    [one] Tablón: una mesa te está esperando
   *[other] Tablón: { $count } mesas te están esperando
}
mail-digest-intro = Tus mesas hoy:
mail-digest-your-move = Te toca.
mail-digest-not-your-move = No te toca.
mail-digest-posts = { $count ->
    [one] un mensaje nuevo
   *[other] { $count } mensajes nuevos
}
mail-kind-deadline = un correo antes de que se agote la espera máxima de una mesa que me espera
mail-kind-digest = en lugar de esos, un correo al día con cada mesa que me espera y lo que ha cambiado
mail-table-title = Correo sobre «{ $table }»
mail-table-back = Volver a la mesa
mail-table-link = Correo sobre esta mesa
mail-table-seat-help = Ocupas este asiento solo por su enlace: el correo sobre él va a la dirección que pongas aquí.
mail-table-account = El correo sobre esta mesa va a la dirección de tu cuenta; cámbiala en tu página de correo.
mail-table-account-first = Pon primero la dirección de correo de tu cuenta, en tu página de correo.
mail-table-kinds = En esta mesa, envíame
mail-offer-title = ¿El correo sobre «{ $table }» a tu dirección?
mail-offer-lead = Ocupas este asiento solo por su enlace, como otros en este navegador. La dirección que confirmaste en uno de ellos puede recibir también el correo sobre este, sin otro correo de confirmación.
mail-offer-from = Confirmaste { $address } en «{ $table }».
mail-offer-use = Usar { $address } también aquí
mail-offer-decline = No, gracias: ir a la mesa
mail-offer-later = Puedes decidirlo más tarde en la página de correo de esta mesa.
err-mail-no-offer = No tienes por su enlace ningún asiento de esa mesa con una dirección confirmada: pon la dirección de este asiento.
err-mail-account-seat = Tu cuenta tiene este asiento: su correo va a la dirección de tu cuenta, que se pone en tu página de correo.
feed-title = Canal de esta mesa
feed-help = Un lector de canales puede seguir la historia de esta mesa tal como la ve tu asiento. Su enlace es secreto: quien lo tenga lee lo que lee tu asiento.
feed-make = Crear un enlace al canal
feed-replace = Crear un enlace nuevo (el anterior deja de funcionar)
feed-revoke = Cerrar el canal
feed-new = El enlace de tu canal (se muestra una sola vez: cópialo ahora en tu lector):
feed-exists = Tu asiento tiene un enlace a su canal.
feed-public = Canal público
mail-digest-earlier = { $count ->
    [one] (un suceso anterior)
   *[other] ({ $count } sucesos anteriores)
}
mail-post-images = [{ $count ->
    [one] una imagen
   *[other] { $count } imágenes
  }: abre la mesa para { $count ->
    [one] verla
   *[other] verlas
  }]
