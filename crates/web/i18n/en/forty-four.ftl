# forty-four screens (en). Owned by the forty-four screens module.
